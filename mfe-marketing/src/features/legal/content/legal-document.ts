/** A link inside legal text: an internal route ('/settings') or an external address ('mailto:', 'https:'). */
export interface TextLink {
  text: string;
  href: string;
}

/** A run of text: plain strings and links, read in order. */
export type RichText = string | readonly (string | TextLink)[];

/** A paragraph, or a bulleted list of short items. */
export type LegalBlock = RichText | { list: readonly RichText[] };

export interface LegalSection {
  /** Anchor of the section, linked from the table of contents. */
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

/** One legal page (/terms, /privacy, /cookies, /gdpr). */
export interface LegalDocument {
  title: string;
  /** Date of the last change, written out in French. */
  updatedOn: string;
  intro: RichText;
  sections: readonly LegalSection[];
}
