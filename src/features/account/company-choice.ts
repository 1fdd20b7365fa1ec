import { atom } from 'nanostores';
import type { CompanyChoice } from '../../contract/session';

/** The companies a client just logged in may buy from, while the choice is open (CompanyChooser). */
export const $companyChoices = atom<CompanyChoice[] | null>(null);

/** Ask which company to buy from (login of a client with several companies). */
export const askCompany = (list: CompanyChoice[]) => $companyChoices.set(list);
