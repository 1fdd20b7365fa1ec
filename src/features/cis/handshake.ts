/**
 * Login from a clinic system, shared by the /cisLogin page and window.YaoCai.handshake: make sure a web token
 * exists, let the server check the signed link and bind the session, then adopt it in the stores.
 */
import type { CisLoginResult } from '../../contract/cis';
import type { CisParams } from '../../model/cis-link';
import { cisLogin } from '../../api';
import { adoptLogin, ensureToken } from '../../stores/auth';

export async function cisHandshake(params: CisParams): Promise<CisLoginResult> {
  await ensureToken();
  const result = await cisLogin(params, { quiet: true });
  await adoptLogin({ client_id: result.client_id, company_id: result.company_id, token: result.api_token, expires_at: result.expires_at }, true);
  return result;
}
