/**
 * English words that end a phrase taken from a posting's lines (see extract-phrases.ts), lower
 * case. The stopwords (stopwords-en.ts) end phrases too.
 */

/** Words every posting uses around its skills: 'knowledge of', 'proven', 'fast-paced', 'tools'. */
export const GENERIC_EN = [
  'ability', 'abilities', 'skill', 'skills', 'knowledge', 'understanding', 'familiarity', 'proficiency', 'proficient',
  'background', 'track', 'proven', 'demonstrable', 'demonstrated', 'solid', 'previous', 'prior', 'relevant', 'similar',
  'equivalent', 'related', 'hands', 'minimum', 'bonus', 'desirable', 'essential', 'nice', 'keen', 'eager', 'passion',
  'passionate', 'motivated', 'friendly', 'positive', 'reliable', 'punctual', 'enthusiastic', 'dynamic', 'busy', 'fast',
  'paced', 'high', 'volume', 'environment', 'setting', 'range', 'variety', 'wide', 'various', 'different', 'day',
  'days', 'shift', 'shifts', 'hours', 'hour', 'week', 'weeks', 'weekend', 'weekends', 'evening', 'evenings', 'night',
  'nights', 'morning', 'mornings', 'overall', 'key', 'main', 'core', 'successful', 'effective', 'efficient',
  'accurate', 'quality', 'standard', 'standards', 'qualification', 'qualifications', 'certificate', 'certification', 'certified',
  'tool', 'tools', 'software', 'system', 'systems', 'process', 'processes', 'procedure', 'procedures', 'policy',
  'policies', 'task', 'tasks', 'duties', 'duty', 'responsibility', 'activities', 'activity', 'need', 'needs', 'staff',
  'people', 'member', 'members', 'colleague', 'colleagues', 'manager', 'managers', 'supervisor', 'lead', 'leads',
  'head', 'field', 'area', 'areas', 'sector', 'industry', 'business', 'world', 'place', 'way', 'ways', 'things',
  'thing', 'lot', 'lots', 'kind', 'part', 'level', 'levels', 'degree', 'plus', 'advantage', 'asset', 'mindset',
  'attitude', 'approach', 'focus', 'eye', 'sense', 'interest', 'love', 'desire', 'willingness', 'will', 'opportunity',
  'chance', 'career', 'growth', 'own', 'first', 'second', 'third', 'top', 'best', 'better', 'right', 'latest', 'modern',
  'current', 'future', 'real', 'true', 'whole', 'entire', 'complex', 'simple', 'large', 'small', 'big', 'little',
  'exciting', 'innovative', 'competitive', 'attractive', 'generous', 'fun', 'happy', 'caring', 'warm', 'supportive',
  'close', 'closely', 'together', 'alongside', 'across', 'around', 'along', 'among', 'between', 'during', 'before',
  'after', 'against', 'without', 'towards', 'toward', 'upon', 'including', 'related', 'based', 'located', 'reporting',
  'working', 'looking', 'seeking', 'hiring', 'joining', 'well', 'even', 'still', 'yet', 'already', 'always', 'often',
  'sometimes', 'ready', 'able', 'available', 'needed', 'necessary', 'preferably', 'plenty', 'much', 'many', 'few',
  'several', 'behind', 'beyond', 'below', 'beside', 'besides', 'despite', 'down', 'inside', 'near', 'off', 'onto',
  'outside', 'since', 'until', 'unlike', 'whether', 'though', 'although', 'because', 'unless', 'once', 'whose',
  'everything', 'anything', 'something', 'someone', 'anyone', 'everyone', 'everybody', 'two', 'three', 'four', 'five',
  'six', 'seven', 'eight', 'nine', 'ten', 'hundred', 'hundreds', 'thousand', 'thousands', 'dozen', 'dozens', 'million',
  'millions', 'billion', 'billions', 'another', 'group', 'groups', 'permanent', 'temporary', 'contract', 'contracts', 'free',
  'allowance', 'letter', 'letters', 'non', 'quieter', 'busier', 'clear',
];

/** Verbs in any form (base, -s, -ed): a posting's duties start with them, skills' names never hold them. */
export const VERBS_EN = [
  'manage', 'ensure', 'deliver', 'maintain', 'prepare', 'serve', 'provide', 'assist', 'build', 'develop', 'create',
  'collaborate', 'coordinate', 'organise', 'organize', 'monitor', 'analyse', 'analyze', 'perform', 'conduct',
  'carry', 'complete', 'keep', 'make', 'take', 'follow', 'comply', 'meet', 'exceed', 'achieve', 'improve',
  'identify', 'resolve', 'respond', 'greet', 'welcome', 'advise', 'sell', 'promote', 'handle', 'operate', 'install',
  'repair', 'inspect', 'teach', 'assess', 'engage', 'communicate', 'liaise', 'administer', 'reconcile', 'recruit',
  'negotiate', 'want', 'seek', 'require', 'expect', 'include', 'involve', 'join', 'bring', 'thrive', 'enjoy', 'grow',
  'learn', 'apply', 'become', 'contribute', 'participate', 'oversee', 'supervise', 'help', 'use', 'utilise', 'utilize',
  'implement', 'execute', 'define', 'write', 'produce', 'deploy', 'optimise', 'optimize', 'prioritise', 'prioritize',
  'adapt', 'solve', 'troubleshoot', 'verify', 'receive', 'unload', 'replenish', 'tidy', 'restock', 'cook', 'bake',
  'hold', 'have', 'get', 'give', 'go', 'see', 'look', 'feel', 'know', 'think', 'believe', 'value', 'offer', 'pay',
  'reward', 'hire', 'partner', 'act', 'play', 'shape', 'spend', 'share', 'empower', 'enable', 'allow', 'let', 'put',
  'set', 'find', 'turn', 'stay', 'start', 'continue', 'remain', 'speak', 'talk', 'listen', 'explain', 'present',
  'demonstrate', 'show', 'understand', 'inspire', 'motivate', 'celebrate', 'excel', 'succeed', 'report',
  'review', 'update', 'check', 'answer', 'support', 'lead', 'drive', 'own', 'run', 'plan', 'track', 'measure',
  'mentor', 'automate', 'scale', 'ship', 'coach', 'guide', 'streamline', 'architect', 'debug', 'refactor', 'document',
  'craft', 'launch', 'escalate', 'encourage', 'feed', 'train', 'reduce', 'spot', 'edit', 'hit', 'source', 'fit', 'recognise',
  'recognize', 'ask', 'tell', 'come', 'move', 'lift', 'stand', 'sit', 'walk', 'wear',
];

/** '-ing' forms of the verbs above that name an activity ('staff training', 'route planning'). */
export const NOMINAL_GERUNDS_EN = [
  'training', 'planning', 'teaching', 'learning', 'reporting', 'monitoring', 'mentoring', 'coaching', 'handling',
  'building', 'cooking', 'baking', 'cleaning', 'tracking', 'scheduling', 'engineering',
];

/** Words ending in '-ly' that are not adverbs. */
export const LY_NOUNS_EN = ['supply', 'assembly', 'family', 'anomaly', 'monopoly', 'butterfly', 'italy', 'july', 'rally', 'ally', 'jelly', 'reply'];
