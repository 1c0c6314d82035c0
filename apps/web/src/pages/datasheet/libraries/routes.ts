/** Routes of the libraries' own pages (in the contract's route table), named once for links and the registry. */
export const TRANSFORM_ROUTE = '/datasheet/transform';
