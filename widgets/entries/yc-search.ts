/** `elements/yc-search.js`: the API and <yc-search> only (the other tags stay free); its code loads when one mounts. */
import { defineOne } from '../elements';
import { installYaoCai } from '../install';

installYaoCai();
defineOne('yc-search');
