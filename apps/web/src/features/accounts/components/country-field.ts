import type { ComponentType } from 'react';

/**
 * A country select bound to the surrounding Form, by ISO code. The accounts feature does not
 * read the countries lookup itself: the route passes the one the profile's forms use.
 */
export type CountryField = ComponentType<{ name: string; label: string }>;
