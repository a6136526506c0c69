// Sign-out from the header: shared-ui's signOut (token revoked, session and balance forgotten), then `/`.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from 'shared-ui/session';

export function useSignOut(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    signOut();
    navigate('/', { replace: true });
  }, [navigate]);
}
