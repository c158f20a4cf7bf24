// Passwords refused at signup, reset and change (DECISIONS.md: the spec's 6-character minimum
// stays, the worst passwords do not). Drawn from the public top lists of leaked passwords
// (NordPass, SplashData, the RockYou and Have I Been Pwned top entries) plus the French ones
// that rank high in French leaks. Shorter than 6 characters is already refused by the length rule.
const COMMON_PASSWORDS = [
  // international top lists
  '123456', '123456789', '12345678', '1234567', '1234567890', '12345678910', '123123', '111111',
  '000000', '121212', '123321', '654321', '666666', '696969', '777777', '888888', '999999', '112233',
  '123654', '123qwe', '147258', '159753', '1q2w3e', '1q2w3e4r', '1q2w3e4r5t', '1qaz2wsx', 'qwerty',
  'qwerty123', 'qwertyuiop', 'qwerty1', 'qazwsx', 'asdfgh', 'asdfghjkl', 'zxcvbnm', 'abc123', 'abcdef',
  'abcd1234', 'a123456', 'aa123456', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd',
  'p@ssword', 'iloveyou', 'princess', 'sunshine', 'football', 'baseball', 'superman', 'batman',
  'starwars', 'pokemon', 'master', 'monkey', 'dragon', 'letmein', 'welcome', 'welcome1', 'shadow',
  'michael', 'jennifer', 'jordan23', 'trustno1', 'freedom', 'whatever', 'charlie', 'donald', 'secret',
  'hello123', 'lovely', 'flower', 'hunter2', 'killer', 'soccer', 'hockey', 'ranger', 'buster',
  'thomas', 'tigger', 'robert', 'access', 'mustang', 'harley', 'matrix', 'computer', 'internet',
  'samsung', 'google', 'azerty123456', 'admin123', 'administrator', 'root123', 'changeme', 'default',
  'guest123', 'test123', 'testtest', 'demo123', 'user123', 'login123', 'qwe123', 'zaq12wsx',
  'q1w2e3r4', 'q1w2e3r4t5', '11111111', '00000000', '12341234', '11223344', '987654321', '87654321',
  '1111111', '7777777', '5555555', '55555555', '123456a', '123456q', 'a1b2c3', 'a1b2c3d4',
  'passe123', 'password!', 'qwerty!', 'iloveyou1', 'mypassword', 'letmein1', 'michelle', 'jessica',
  'daniel', 'andrew', 'joshua', 'ashley', 'nicole', 'chelsea', 'liverpool', 'arsenal', 'barcelona',
  // French top lists (AZERTY keyboard, French words, clubs, first names, pets)
  'azerty', 'azertyuiop', 'azerty1', 'azerty12', 'azerty123', 'azertyui', 'azer1234', 'aqwzsx',
  'wxcvbn', 'qsdfgh', 'qsdfghjklm', 'motdepasse', 'mot2passe', 'motdepasse1', 'motdepasse123',
  'mdp123', 'mdp1234', 'soleil', 'soleil1', 'soleil123', 'doudou', 'doudou1', 'loulou', 'loulou1',
  'chouchou', 'chouchou1', 'nounours', 'bisounours', 'coucou', 'coucou123', 'bonjour', 'bonjour1',
  'bonjour123', 'salut123', 'jetaime', 'jetaime1', 'jetaime123', 'amour1', 'mamour', 'chérie',
  'cheri123', 'chocolat', 'chocolat1', 'papillon', 'princesse', 'marseille', 'marseille13', 'olympique',
  'allezlom', 'psg123', 'parisien', 'paris75', 'paris123', 'lyon69', 'toulouse', 'bordeaux', 'nantes44',
  'france', 'france1', 'france123', 'vivelafrance', 'camille', 'nicolas', 'julien', 'alexandre',
  'thomas1', 'mathieu', 'sebastien', 'caroline', 'isabelle', 'aurelie', 'stephanie', 'celine',
  'sandrine', 'nathalie', 'virginie', 'emilie', 'pauline', 'charlotte', 'jeremy', 'maxime', 'anthony',
  'vincent', 'antoine', 'guillaume', 'mathilde', 'manon1', 'chouquette', 'minette', 'minouche', 'titou123',
  'caramel', 'vanille', 'pompier', 'football1', 'vacances', 'liberte', 'lettra', 'lettra123',
];

const commonPasswords = new Set(COMMON_PASSWORDS.map((password) => password.toLowerCase()));

/** True when the password, ignoring case and surrounding spaces, is one of the most common ones. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().normalize('NFKC').toLowerCase());
}
