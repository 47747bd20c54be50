// A builder bot's collection holds a document per uploaded file (keyed by its stored file's id)
// and, when the bot has one, its description under this key (docs/architecture.md#voice).
export const descriptionDocumentKey = 'description';
export const descriptionDocumentTitle = 'Company description';
