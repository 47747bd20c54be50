import { defineIsland } from '../../lib/islands/island.tsx';
import { ContactFormSlot } from './contact-form-slot.tsx';

// Below the hero: loads as it nears the viewport (or on intent), ready by the time it is reached.
export default defineIsland('contact-form', ContactFormSlot, 'visible');
