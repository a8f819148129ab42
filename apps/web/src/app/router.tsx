import { createBrowserRouter, Navigate } from 'react-router';
import { Root } from './root.tsx';
import { RouteScreen } from './route-screen.tsx';
import { ROUTER_BASE, ROUTES } from '../shared/routes/route-table.ts';

export function createRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Root />,
        children: [
          ...ROUTES.map((route) => ({ path: route.path, element: <RouteScreen key={route.name} route={route} /> })),
          // A route without a name sends the user to /web (spec section 2).
          { path: '*', element: <Navigate to="/web" replace /> },
        ],
      },
    ],
    { basename: ROUTER_BASE },
  );
}
