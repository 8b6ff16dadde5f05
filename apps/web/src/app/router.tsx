import { createBrowserRouter } from 'react-router';
import { registerPreloadRoutes } from '../lib/route-preload';
import { routes } from './routes';

registerPreloadRoutes(routes);

/** The data router of the app. */
export const router = createBrowserRouter(routes);
