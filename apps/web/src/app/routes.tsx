import type { RouteObject } from 'react-router';
import { RedirectIfAuthenticated, RequireAuth } from '../features/auth';
import { loadScreenMessages } from '../lib/i18n/i18n';
import type { RouteHandle } from '../lib/route-handle';
import { LoadingScreen } from '../ui/loading-screen';
import { NotFoundContent, PublicNotFound } from '../ui/not-found';
import { PageErrorBoundary, RootErrorBoundary } from '../ui/route-error-boundary';
import { RedirectToDashboard } from './redirect-to-dashboard';
import { RootLayout } from './root-layout';

const handle = (title: RouteHandle['title'], notFound = false): RouteHandle => (notFound ? { title, notFound } : { title });

/** A screen that may use any Mantine component: its code comes with Mantine's whole stylesheet. */
const withAllStyles =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([import('../ui/styles/all-styles'), load()]).then(([, module]) => module);

/**
 * Every signed-in screen's code comes with Mantine's whole stylesheet, but /dashboard's: its first paint
 * needs only what the shell brings (features/shell/shell-styles.ts), and its details import the whole
 * sheet themselves, so a phone opening the app paints the dashboard before fetching it (issue 20).
 */
const withAllStylesOnEachScreen = (screens: RouteObject[]): RouteObject[] =>
  screens.map((screen) =>
    typeof screen.lazy === 'function' && screen.path !== 'dashboard'
      ? ({ ...screen, lazy: withAllStyles(screen.lazy) } as RouteObject)
      : screen,
  );

// One lazily loaded module per screen group; each route picks its screen from it.
const locations = () => import('../features/locations/locations.routes');
const temperatures = () => import('../features/temperatures/temperatures.routes');
const quests = () => import('../features/checklists/checklists.routes');
const training = () => import('../features/training/training.routes');
const users = () => import('../features/users/users.routes');

/** Every route of the app (spec §2) with its page title. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        element: <RedirectIfAuthenticated />,
        children: [
          { path: '/login', handle: handle('login'), lazy: () => import('../features/auth/login.route') },
          {
            path: '/magiclink/callback',
            handle: handle('magicLinkCallback'),
            lazy: () => import('../features/auth/magic-link-callback.route'),
          },
        ],
      },
      // An inspector's read-only report: no account, whoever is signed in or not.
      {
        path: '/shared-report/:token',
        handle: handle('sharedReport'),
        lazy: withAllStyles(() => import('../features/inspection-report/shared-report.route')),
      },
      {
        path: '/forgotpw',
        handle: handle('forgotPassword'),
        lazy: () => import('../features/auth/forgot-password.route'),
      },
      {
        path: '/forgotpw/callback',
        handle: handle('resetPassword'),
        lazy: () => import('../features/auth/reset-password.route'),
      },
      {
        element: <RequireAuth publicNotFound={<PublicNotFound />} />,
        handle: { requiresAuth: true },
        children: [
          {
            // The signed-in screens' messages come with the shell (the entry has only the public ones).
            lazy: () => Promise.all([import('../features/shell/shell-layout.route'), loadScreenMessages()]).then(([shell]) => shell),
            children: [
              {
                errorElement: <PageErrorBoundary />,
                children: withAllStylesOnEachScreen([
                  { index: true, element: <RedirectToDashboard /> },
                  { path: 'dashboard', handle: handle('dashboard'), lazy: () => import('../features/dashboard/dashboard.route') },
                  {
                    path: 'corrective-actions/record',
                    handle: handle('correctiveActionRecord'),
                    lazy: () => import('../features/haccp-records/record-corrective-action.route'),
                  },
                  {
                    path: 'locations',
                    handle: handle('locations'),
                    lazy: () => locations().then((m) => ({ Component: m.LocationsScreen, loader: m.locationsLoader })),
                  },
                  {
                    path: 'locations/create',
                    handle: handle('locationCreate'),
                    lazy: () => locations().then((m) => ({ Component: m.LocationCreateScreen })),
                  },
                  {
                    path: 'locations/:id/report',
                    handle: handle('inspectionReport'),
                    lazy: () => import('../features/inspection-report/inspection-report.route'),
                  },
                  {
                    path: 'locations/default-chain',
                    handle: handle('defaultChain'),
                    lazy: () => import('../features/reach/on-call/default-chain.route'),
                  },
                  {
                    path: 'locations/:id/on-call',
                    handle: handle('onCall'),
                    lazy: () => import('../features/reach/on-call/on-call.route'),
                  },
                  {
                    path: 'records',
                    handle: handle('records'),
                    lazy: () => import('../features/inspection-report/records.route'),
                  },
                  {
                    path: 'cooling/:locationId',
                    handle: handle('coolingLogs'),
                    lazy: () => import('../features/cooling/cooling-logs.route'),
                  },
                  {
                    path: 'cooling/:locationId/:logId',
                    handle: handle('coolingLog'),
                    lazy: () => import('../features/cooling/cooling-log.route'),
                  },
                  {
                    path: 'locations/:id/edit',
                    handle: handle('locationEdit'),
                    lazy: () => locations().then((m) => ({ Component: m.LocationEditScreen, loader: m.locationEditLoader })),
                  },
                  {
                    path: 'temperatures',
                    handle: handle('temperatures'),
                    lazy: () => temperatures().then((m) => ({ Component: m.TemperaturesScreen, loader: m.temperaturesLoader })),
                  },
                  {
                    path: 'temperatures/:locationId/create',
                    handle: handle('equipmentCreate'),
                    lazy: () => temperatures().then((m) => ({ Component: m.EquipmentCreateScreen, loader: m.equipmentCreateLoader })),
                  },
                  {
                    path: 'temperatures/:locationId/:areaId/:applianceId',
                    handle: handle('equipmentDetails'),
                    lazy: () => temperatures().then((m) => ({ Component: m.EquipmentDetailsScreen, loader: m.equipmentDetailsLoader })),
                  },
                  {
                    path: 'temperatures/:locationId/:areaId/:applianceId/edit',
                    handle: handle('equipmentEdit'),
                    lazy: () => temperatures().then((m) => ({ Component: m.EquipmentEditScreen, loader: m.equipmentEditLoader })),
                  },
                  { path: 'quests', handle: handle('quests'), lazy: () => quests().then((m) => ({ Component: m.QuestsScreen })) },
                  {
                    path: 'quests/:id',
                    handle: handle('questDetails'),
                    lazy: () => quests().then((m) => ({ Component: m.QuestDetailsScreen, loader: m.questDetailsLoader })),
                  },
                  {
                    path: 'quests/:id/edit',
                    handle: handle('questEdit'),
                    lazy: () => quests().then((m) => ({ Component: m.QuestEditScreen, loader: m.questEditLoader })),
                  },
                  {
                    path: 'quests/:id/submission',
                    handle: handle('questSubmission'),
                    lazy: () => quests().then((m) => ({ Component: m.QuestSubmissionScreen, loader: m.submissionLoader })),
                  },
                  { path: 'training', handle: handle('training'), lazy: () => training().then((m) => ({ Component: m.TrainingScreen })) },
                  {
                    path: 'training/:id',
                    handle: handle('trainingDetails'),
                    lazy: () => training().then((m) => ({ Component: m.TrainingDetailsScreen, loader: m.trainingDetailsLoader })),
                  },
                  {
                    path: 'training/:id/edit',
                    handle: handle('trainingEdit'),
                    lazy: () => training().then((m) => ({ Component: m.TrainingEditScreen, loader: m.trainingEditLoader })),
                  },
                  {
                    path: 'training/:id/submission',
                    handle: handle('trainingSubmission'),
                    lazy: () => training().then((m) => ({ Component: m.TrainingSubmissionScreen, loader: m.trainingSubmissionLoader })),
                  },
                  // Taking a training (phone first), reached from "My trainings"; its title is the list's.
                  {
                    path: 'training/:id/take',
                    handle: handle('training'),
                    lazy: () => training().then((m) => ({ Component: m.TrainingTakeScreen })),
                  },
                  {
                    path: 'users',
                    handle: handle('users'),
                    lazy: () => users().then((m) => ({ Component: m.UsersScreen, loader: m.usersLoader })),
                  },
                  {
                    path: 'users/create',
                    handle: handle('userCreate'),
                    lazy: () => users().then((m) => ({ Component: m.UserCreateScreen })),
                  },
                  {
                    path: 'users/:userId',
                    handle: handle('userDetails'),
                    lazy: () => users().then((m) => ({ Component: m.UserDetailsScreen, loader: m.userDetailsLoader })),
                  },
                  {
                    path: 'users/:userId/edit',
                    handle: handle('userEdit'),
                    lazy: () => users().then((m) => ({ Component: m.UserEditScreen, loader: m.userEditLoader })),
                  },
                  { path: 'settings', handle: handle('settings'), lazy: () => import('../features/settings/settings.route') },
                  { path: 'profile', handle: handle('profile'), lazy: () => import('../features/profile/profile.route') },
                  {
                    path: 'diary',
                    handle: handle('diary'),
                    lazy: () => import('../features/diary/diary.routes').then((m) => ({ Component: m.DiaryScreen, loader: m.diaryLoader })),
                  },
                  {
                    path: 'media',
                    handle: handle('media'),
                    lazy: () => import('../features/media/media.routes').then((m) => ({ Component: m.MediaScreen, loader: m.mediaLoader })),
                  },
                  {
                    path: 'fixits',
                    handle: handle('fixits'),
                    lazy: () => import('../features/checklists/fix-its/fixits.routes').then((m) => ({ Component: m.FixitsScreen })),
                  },
                  {
                    path: 'sensors',
                    handle: handle('sensors'),
                    lazy: () => import('../features/sensors/sensors.routes').then((m) => ({ Component: m.SensorsScreen })),
                  },
                  {
                    path: 'sensors/integrations',
                    handle: handle('integrations'),
                    lazy: () =>
                      import('../features/sensors/integrations/integrations.route').then((m) => ({ Component: m.IntegrationsScreen })),
                  },
                  {
                    path: 'plans',
                    handle: handle('plans'),
                    lazy: () => import('../features/plans/plans.routes').then((m) => ({ Component: m.PlansScreen, loader: m.plansLoader })),
                  },
                  {
                    path: 'billing',
                    handle: handle('billing'),
                    lazy: () =>
                      import('../features/billing/billing.routes').then((m) => ({ Component: m.BillingScreen, loader: m.billingLoader })),
                  },
                  { path: '*', handle: handle('notFound', true), element: <NotFoundContent /> },
                ]),
              },
            ],
          },
        ],
      },
    ],
  },
];
