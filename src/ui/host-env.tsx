import { createContext, useContext } from 'react';

/** What "go to a page" means where a component is mounted: the site routes, a widget asks its host. */
export interface HostEnv {
  kind: 'site' | 'widget';
  /** Navigate within the store; widgets without pages hand it to the host instead. */
  navigate: (to: string) => void;
  /** Login-required action taken by a visitor. */
  requireLogin: () => void;
}

export const HostEnvContext = createContext<HostEnv>({
  kind: 'site',
  navigate: () => {},
  requireLogin: () => {},
});

export const useHostEnv = () => useContext(HostEnvContext);
