// The entry of a feed parse thread (main.ts starts them; built as its own file beside main).
import { serveFeedParsing } from '@phi/news';

serveFeedParsing();
