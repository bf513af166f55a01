// Hands the router's navigate to the API client, so a lost session goes to /login without a full reload.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { registerNavigator } from '@/lib/navigation';

export function useRouterNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => registerNavigator((to, state) => void navigate(to, { replace: true, state })), [navigate]);
}
