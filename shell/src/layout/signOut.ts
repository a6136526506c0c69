// Sign-out: tells the API (best effort), clears every stored trace of the session, goes to `/`.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, getToken, useSessionStore, useWalletStore } from 'shared-ui/session';

export function signOutEverywhere(): void {
  const token = getToken();
  if (token) {
    // The token is passed here because the store is cleared before the request goes out.
    api
      .post('/auth/logout', undefined, {
        silent: true,
        headers: { Authorization: `Bearer ${token}` },
      })
      .catch(() => undefined);
  }
  useSessionStore.getState().signOut();
  useWalletStore.setState({ balance: 0, loaded: false });
}

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    signOutEverywhere();
    navigate('/', { replace: true });
  }, [navigate]);
}
