// The securities the dashboard benchmark's investors hold: ~500 ASX-style codes with names and
// asset classes. The first ones are real ASX codes (so the investments table reads like a real
// one); the rest are made-up three-letter codes with made-up names, none of them a real listing.

const AU = 'Australian Equities';
const INTL = 'International Equities';
const FIXED = 'Fixed Income';
const PROPERTY = 'Property';

/** [code, name, asset class, price in dollars] */
const LISTED = [
  ['CASH', 'Cash account', 'Cash', 1],
  ['BHP', 'BHP Group Limited', AU, 44.1],
  ['CBA', 'Commonwealth Bank of Australia', AU, 148.2],
  ['CSL', 'CSL Limited', AU, 268.5],
  ['NAB', 'National Australia Bank Limited', AU, 36.9],
  ['WBC', 'Westpac Banking Corporation', AU, 31.4],
  ['ANZ', 'ANZ Group Holdings Limited', AU, 29.8],
  ['WES', 'Wesfarmers Limited', AU, 71.2],
  ['MQG', 'Macquarie Group Limited', AU, 205.3],
  ['WOW', 'Woolworths Group Limited', AU, 31.6],
  ['TLS', 'Telstra Group Limited', AU, 4.12],
  ['RIO', 'Rio Tinto Limited', AU, 118.4],
  ['FMG', 'Fortescue Ltd', AU, 18.7],
  ['GMG', 'Goodman Group', PROPERTY, 33.8],
  ['TCL', 'Transurban Group', AU, 13.2],
  ['WDS', 'Woodside Energy Group Ltd', AU, 24.6],
  ['ALL', 'Aristocrat Leisure Limited', AU, 58.3],
  ['COL', 'Coles Group Limited', AU, 19.4],
  ['STO', 'Santos Limited', AU, 6.92],
  ['QBE', 'QBE Insurance Group Limited', AU, 19.1],
  ['SUN', 'Suncorp Group Limited', AU, 19.8],
  ['REA', 'REA Group Ltd', AU, 231.5],
  ['XRO', 'Xero Limited', AU, 152.7],
  ['JHX', 'James Hardie Industries plc', AU, 48.2],
  ['NST', 'Northern Star Resources Ltd', AU, 15.6],
  ['S32', 'South32 Limited', AU, 3.21],
  ['ORG', 'Origin Energy Limited', AU, 10.4],
  ['AMC', 'Amcor plc', AU, 15.2],
  ['BXB', 'Brambles Limited', AU, 18.9],
  ['COH', 'Cochlear Limited', AU, 296.1],
  ['RMD', 'ResMed Inc', AU, 37.5],
  ['SHL', 'Sonic Healthcare Limited', AU, 27.3],
  ['IAG', 'Insurance Australia Group Limited', AU, 7.85],
  ['ASX', 'ASX Limited', AU, 64.9],
  ['CPU', 'Computershare Limited', AU, 37.2],
  ['MIN', 'Mineral Resources Limited', AU, 35.4],
  ['PLS', 'Pilbara Minerals Limited', AU, 2.41],
  ['IGO', 'IGO Limited', AU, 5.12],
  ['LYC', 'Lynas Rare Earths Limited', AU, 7.96],
  ['EVN', 'Evolution Mining Limited', AU, 7.45],
  ['NCM', 'Newmont Corporation', AU, 82.3],
  ['QAN', 'Qantas Airways Limited', AU, 10.2],
  ['WTC', 'WiseTech Global Limited', AU, 118.6],
  ['CAR', 'CAR Group Limited', AU, 38.1],
  ['SEK', 'SEEK Limited', AU, 24.7],
  ['TWE', 'Treasury Wine Estates Limited', AU, 11.3],
  ['AGL', 'AGL Energy Limited', AU, 10.9],
  ['APA', 'APA Group', AU, 8.12],
  ['ORI', 'Orica Limited', AU, 18.6],
  ['BSL', 'BlueScope Steel Limited', AU, 21.4],
  ['NHF', 'nib holdings limited', AU, 6.31],
  ['MPL', 'Medibank Private Limited', AU, 4.02],
  ['JBH', 'JB Hi-Fi Limited', AU, 98.7],
  ['HVN', 'Harvey Norman Holdings Limited', AU, 5.46],
  ['SUL', 'Super Retail Group Limited', AU, 16.2],
  ['PMV', 'Premier Investments Limited', AU, 24.3],
  ['BEN', 'Bendigo and Adelaide Bank Limited', AU, 12.6],
  ['BOQ', 'Bank of Queensland Limited', AU, 6.74],
  ['CWY', 'Cleanaway Waste Management Limited', AU, 2.83],
  ['ALX', 'Atlas Arteria', AU, 5.12],
  ['QUB', 'Qube Holdings Limited', AU, 4.05],
  ['AZJ', 'Aurizon Holdings Limited', AU, 3.48],
  ['ANN', 'Ansell Limited', AU, 30.9],
  ['FPH', 'Fisher & Paykel Healthcare Corporation Limited', AU, 33.6],
  ['RHC', 'Ramsay Health Care Limited', AU, 38.4],
  ['PME', 'Pro Medicus Limited', AU, 246.2],
  ['TNE', 'TechnologyOne Limited', AU, 33.1],
  ['NXT', 'NEXTDC Limited', AU, 15.7],
  ['ALU', 'Altium Limited', AU, 68.1],
  ['IEL', 'IDP Education Limited', AU, 12.9],
  ['LLC', 'Lendlease Group', PROPERTY, 5.98],
  ['SCG', 'Scentre Group', PROPERTY, 3.76],
  ['SGP', 'Stockland', PROPERTY, 5.43],
  ['MGR', 'Mirvac Group', PROPERTY, 2.21],
  ['DXS', 'Dexus', PROPERTY, 7.62],
  ['GPT', 'GPT Group', PROPERTY, 5.12],
  ['VCX', 'Vicinity Centres', PROPERTY, 2.31],
  ['CHC', 'Charter Hall Group', PROPERTY, 17.9],
  ['NSR', 'National Storage REIT', PROPERTY, 2.44],
  ['VAP', 'Vanguard Australian Property Securities Index ETF', PROPERTY, 98.4],
  ['VGS', 'Vanguard MSCI Index International Shares ETF', INTL, 142.1],
  ['IVV', 'iShares S&P 500 ETF', INTL, 62.8],
  ['VTS', 'Vanguard US Total Market Shares Index ETF', INTL, 468.2],
  ['NDQ', 'Betashares Nasdaq 100 ETF', INTL, 51.3],
  ['IOO', 'iShares Global 100 ETF', INTL, 158.6],
  ['VEU', 'Vanguard All-World ex-US Shares Index ETF', INTL, 97.4],
  ['IEM', 'iShares MSCI Emerging Markets ETF', INTL, 68.2],
  ['HACK', 'Betashares Global Cybersecurity ETF', INTL, 13.8],
  ['ETHI', 'Betashares Global Sustainability Leaders ETF', INTL, 16.4],
  ['VAF', 'Vanguard Australian Fixed Interest Index ETF', FIXED, 46.1],
  ['IAF', 'iShares Core Composite Bond ETF', FIXED, 101.3],
  ['VGB', 'Vanguard Australian Government Bond Index ETF', FIXED, 45.2],
  ['BOND', 'SPDR S&P/ASX Australian Bond Fund', FIXED, 24.6],
  ['QPON', 'Betashares Australian Bank Senior Floating Rate Bond ETF', FIXED, 26.1],
  ['FLOT', 'VanEck Australian Floating Rate ETF', FIXED, 25.0],
  ['CBAPJ', 'Commonwealth Bank PERLS XIV Capital Notes', FIXED, 101.9],
  ['NABPH', 'National Australia Bank Capital Notes 6', FIXED, 102.4],
  ['WBCPK', 'Westpac Capital Notes 9', FIXED, 103.1],
  ['ANZPJ', 'ANZ Capital Notes 9', FIXED, 101.2],
];

const STEMS = [
  'Austral',
  'Banksia',
  'Coral',
  'Dingo',
  'Eucalypt',
  'Flinders',
  'Gidgee',
  'Harbour',
  'Ironbark',
  'Jarrah',
  'Kestrel',
  'Leeuwin',
  'Murray',
  'Nullarbor',
  'Otway',
  'Pilbara',
  'Quandong',
  'Red Gum',
  'Southern Cross',
  'Tasman',
  'Uluru',
  'Victoria',
  'Wattle',
  'Yarra',
  'Zenith',
  'Bluestone',
  'Capricorn',
  'Derwent',
  'Eyre',
  'Gawler',
  'Hawkesbury',
  'Kimberley',
];
const TRADES = [
  ['Resources', AU],
  ['Minerals', AU],
  ['Health', AU],
  ['Energy', AU],
  ['Technologies', AU],
  ['Holdings', AU],
  ['Gold', AU],
  ['Lithium', AU],
  ['Financial', AU],
  ['Logistics', AU],
  ['Agriculture', AU],
  ['Retail', AU],
  ['Property Trust', PROPERTY],
  ['Global Shares Fund', INTL],
  ['Income Bond Fund', FIXED],
];

/** ~500 securities: the listed ones, then made-up codes (deterministic) up to `size`. */
export function securityUniverse(size = 500) {
  const securities = LISTED.map(([code, name, assetClass, price]) => ({ code, name, assetClass, price }));
  const taken = new Set(securities.map((s) => s.code));
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  for (let i = 0; securities.length < size; i++) {
    // A walk over three-letter codes that visits them in a scrambled order.
    const n = (i * 7919 + 1237) % (26 * 26 * 26);
    const code = letters[Math.floor(n / 676)] + letters[Math.floor(n / 26) % 26] + letters[n % 26];
    if (taken.has(code)) continue;
    taken.add(code);
    const [trade, assetClass] = TRADES[i % TRADES.length];
    const stem = STEMS[Math.floor(i / TRADES.length) % STEMS.length];
    const suffix = assetClass === AU ? ' Limited' : '';
    // Prices from 5 cents to a few hundred dollars, as on the ASX.
    const price = +(0.05 * Math.exp((((i * 2654435761) % 1000) / 1000) * 8.5)).toFixed(3);
    securities.push({ code, name: `${stem} ${trade}${suffix}`, assetClass, price });
  }
  return securities;
}
