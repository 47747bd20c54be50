import { defineIsland } from '../lib/islands/island.tsx';
import { MobileMenu } from './mobile-menu.tsx';

// In the first screen of every page: loads on the visitor's intent, never by itself.
export default defineIsland('mobile-menu', MobileMenu, 'intent');
