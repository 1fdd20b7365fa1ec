/** `elements/yc-store.js`: the API and <yc-store> only (the other tags stay free); its code loads when one mounts. */
import { defineOne } from '../elements';
import { installYaoCai } from '../install';

installYaoCai();
defineOne('yc-store');
