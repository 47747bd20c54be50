import { defineIsland } from '../lib/islands/island.tsx';
import { DesktopNav } from './desktop-nav.tsx';

// In the first screen of every page: loads on the visitor's intent, never by itself.
export default defineIsland('desktop-nav', DesktopNav, 'intent');
