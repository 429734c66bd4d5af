import { BrowserRouter } from 'react-router';
import { SnackbarHost } from '@/components/ui/snackbar-host';
import { UpdateToast } from '@/components/ui/update-toast';
import { Providers } from './providers';
import { AppRoutes } from './router';

export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
      <SnackbarHost />
      <UpdateToast />
    </Providers>
  );
}
