// The home and about texts the shop ships with, from the very file the api seeds the database with
// (api/src/modules/content/storefront-texts.json): what a visitor sees when a section is missing or
// malformed is the text an admin started from, never a second copy that drifts.
import texts from '../../../api/src/modules/content/storefront-texts.json';

export const STOREFRONT_TEXTS = texts;
