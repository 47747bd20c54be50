/** A run of text under its headings, outermost first ([] for text before any heading). */
export interface DocumentSection {
  headingPath: string[];
  text: string;
}

export interface ExtractedDocument {
  title: string;
  sections: DocumentSection[];
}

export type DocumentFormat = 'pdf' | 'docx' | 'txt' | 'md' | 'csv' | 'json' | 'xml' | 'html';
