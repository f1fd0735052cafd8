import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { refreshSession, useGlobalLoading } from '@market/api-client';
import { BrandProvider, LoadingOverlay, Toaster } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { AppRoutes } from './app-routes';

function GlobalLoading() {
  return <LoadingOverlay show={useGlobalLoading()} />;
}

export function App() {
  // The stored user is only a hint: the server session decides (a 401 clears it).
  useEffect(() => {
    void refreshSession();
  }, []);
  return (
    <BrandProvider brand={BRAND_NAME}>
      <BrowserRouter>
        <AppRoutes />
        <Toaster />
        <GlobalLoading />
      </BrowserRouter>
    </BrandProvider>
  );
}
