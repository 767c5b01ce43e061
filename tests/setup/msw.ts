// MSW for the failures the real server can't easily give (a dropped connection, a slow answer, a 500 page).
import { setupServer } from 'msw/node';

export const mswServer = setupServer();
