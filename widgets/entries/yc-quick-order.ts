/** `elements/yc-quick-order.js`: the API and <yc-quick-order> only (the other tags stay free); its code loads when one mounts. */
import { defineOne } from '../elements';
import { installYaoCai } from '../install';

installYaoCai();
defineOne('yc-quick-order');
