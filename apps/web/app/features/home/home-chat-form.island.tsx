import { defineIsland } from '../../lib/islands/island.tsx';
import { HomeChatForm } from './home-chat-form.tsx';

// In the hero, the first screen: loads on the visitor's intent (focus, pointer, touch).
export default defineIsland('home-chat-form', HomeChatForm, 'intent');
