/**
 * The widget bundle: `window.YaoCai` (promise API, loader-stub replay) and every element. Safe to import on a
 * server (nothing is defined without window / customElements) and twice on a page (the second copy is inert).
 */
import { installYaoCai } from './install';
import { defineAll } from './elements';

installYaoCai();
defineAll();

export type * from './public-types';
