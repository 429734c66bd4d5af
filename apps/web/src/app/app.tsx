import { RouterProvider } from 'react-router';
import { SnackbarHost } from '@/components/ui/snackbar-host';
import { UpdateToast } from '@/components/ui/update-toast';
import { Providers } from './providers';
import { router } from './router';

export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
      <SnackbarHost />
      <UpdateToast />
    </Providers>
  );
}
