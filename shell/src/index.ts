// The stylesheets are the entry's, so they are linked in the page's head: the server-rendered
// page paints styled, before any script runs.
import 'bootstrap/dist/css/bootstrap.min.css';
import './styles/shell.css';
import { applyColorMode, initialColorMode, syncColorModeCookie } from './lib/color-mode';

// Set the colour mode before the first paint; the rest starts behind an async boundary so
// Module Federation can agree on the shared singletons first.
applyColorMode(initialColorMode());
syncColorModeCookie();
void import('./bootstrap');
