/** `elements/yc-salesman-console.js`: the API and <yc-salesman-console> only (the other tags stay free); its code loads when one mounts. */
import { defineOne } from '../elements';
import { installYaoCai } from '../install';

installYaoCai();
defineOne('yc-salesman-console');
