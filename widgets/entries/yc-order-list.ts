/** `elements/yc-order-list.js`: the API and <yc-order-list> only (the other tags stay free); its code loads when one mounts. */
import { defineOne } from '../elements';
import { installYaoCai } from '../install';

installYaoCai();
defineOne('yc-order-list');
