/**
 * English words that never make a keyword: articles, pronouns, auxiliaries and the vocabulary
 * every posting shares (role, team, company…). Lower case.
 */
export const STOPWORDS_EN: ReadonlySet<string> = new Set([
  'a', 'about', 'above', 'after', 'all', 'also', 'am', 'an', 'and', 'any', 'are', 'as', 'at', 'be', 'been', 'being',
  'both', 'but', 'by', 'can', 'could', 'did', 'do', 'does', 'each', 'either', 'etc', 'every', 'for', 'from', 'get',
  'had', 'has', 'have', 'he', 'her', 'here', 'his', 'how', 'i', 'if', 'in', 'into', 'is', 'it', 'its', 'just', 'least',
  'like', 'may', 'me', 'more', 'most', 'must', 'my', 'no', 'not', 'of', 'on', 'one', 'only', 'or', 'other', 'our',
  'ours', 'out', 'over', 'own', 'per', 'plus', 'she', 'should', 'so', 'some', 'such', 'than', 'that', 'the', 'their',
  'them', 'then', 'there', 'these', 'they', 'this', 'those', 'through', 'to', 'too', 'under', 'up', 'us', 'very',
  'via', 'was', 'we', 'were', 'what', 'when', 'where', 'which', 'while', 'who', 'whom', 'why', 'will', 'with',
  'within', 'would', 'you', 'your', 'yours', 'role', 'roles', 'team', 'teams', 'company', 'companies', 'job', 'jobs',
  'position', 'candidate', 'candidates', 'apply', 'applicant', 'applicants', 'experience', 'year', 'years', 'month',
  'months', 'work', 'working', 'join', 'new', 'great', 'strong', 'good', 'excellent', 'ability', 'able', 'including',
  'full', 'time', 'part', 'remote', 'hybrid', 'office', 'salary', 'benefits', 'opportunity', 'ideal', 'ideally',
  'preferred', 'required', 'requirements', 'responsibilities', 'junior', 'senior', 'mid', 'level', 'monday',
  'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april',
  'june', 'july', 'august', 'september', 'october', 'november', 'december', 'london', 'manchester', 'dublin',
  'berlin', 'amsterdam', 'europe', 'uk', 'usa', 'ireland', 'hi', 'hello', 'thanks', 'please', 'dear',
]);
