/** French digit grouping for messages: 20000 → '20 000'. */
export function frenchNumber(value: number): string {
  const digits = String(value);
  const groups: string[] = [];
  for (let end = digits.length; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return groups.join(' ');
}
