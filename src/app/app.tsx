import { RouterProvider } from '@tanstack/react-router';
import { Provider } from 'jotai';
import { AlertHost } from './alert-host';
import { appStore } from './model/app-atoms';
import { appRouter } from './router';

export function App() {
  return (
    <Provider store={appStore}>
      <RouterProvider router={appRouter()} />
      <AlertHost />
    </Provider>
  );
}
