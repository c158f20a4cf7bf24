// One look for inline text links across the account screens (brand-700 on white is 8.3:1, theme.css).
export const linkClasses =
  'ac:font-medium ac:text-brand-700 ac:underline ac:underline-offset-4 ac:hover:text-brand-800 ac:rounded-sm ' +
  'ac:focus-visible:outline-2 ac:focus-visible:outline-offset-2 ac:focus-visible:outline-brand-600';
