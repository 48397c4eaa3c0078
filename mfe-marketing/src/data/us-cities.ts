// Every US state and the District of Columbia with 3 to 7 of its cities (largest or best known first).
// City pages and both sitemaps are generated from this list.

export interface StateCities {
  state: string
  abbreviation: string
  cities: readonly string[]
}

export const US_STATES: readonly StateCities[] = [
  {
    state: 'Alabama',
    abbreviation: 'AL',
    cities: ['Birmingham', 'Montgomery', 'Huntsville', 'Mobile', 'Tuscaloosa'],
  },
  { state: 'Alaska', abbreviation: 'AK', cities: ['Anchorage', 'Fairbanks', 'Juneau'] },
  {
    state: 'Arizona',
    abbreviation: 'AZ',
    cities: ['Phoenix', 'Tucson', 'Mesa', 'Chandler', 'Scottsdale', 'Tempe', 'Flagstaff'],
  },
  {
    state: 'Arkansas',
    abbreviation: 'AR',
    cities: ['Little Rock', 'Fayetteville', 'Fort Smith', 'Jonesboro'],
  },
  {
    state: 'California',
    abbreviation: 'CA',
    cities: ['Los Angeles', 'San Diego', 'San Jose', 'San Francisco', 'Sacramento', 'Fresno', 'Oakland'],
  },
  {
    state: 'Colorado',
    abbreviation: 'CO',
    cities: ['Denver', 'Colorado Springs', 'Aurora', 'Fort Collins', 'Boulder'],
  },
  { state: 'Connecticut', abbreviation: 'CT', cities: ['Bridgeport', 'New Haven', 'Hartford', 'Stamford'] },
  { state: 'Delaware', abbreviation: 'DE', cities: ['Wilmington', 'Dover', 'Newark'] },
  {
    state: 'District of Columbia',
    abbreviation: 'DC',
    cities: ['Washington', 'Georgetown', 'Capitol Hill', 'Columbia Heights'],
  },
  {
    state: 'Florida',
    abbreviation: 'FL',
    cities: ['Miami', 'Orlando', 'Tampa', 'Jacksonville', 'St. Petersburg', 'Fort Lauderdale', 'Tallahassee'],
  },
  { state: 'Georgia', abbreviation: 'GA', cities: ['Atlanta', 'Savannah', 'Augusta', 'Columbus', 'Athens'] },
  { state: 'Hawaii', abbreviation: 'HI', cities: ['Honolulu', 'Hilo', 'Kailua', 'Pearl City'] },
  {
    state: 'Idaho',
    abbreviation: 'ID',
    cities: ['Boise', 'Meridian', 'Nampa', 'Idaho Falls', "Coeur d'Alene"],
  },
  {
    state: 'Illinois',
    abbreviation: 'IL',
    cities: ['Chicago', 'Aurora', 'Naperville', 'Springfield', 'Peoria', 'Rockford', 'Champaign'],
  },
  {
    state: 'Indiana',
    abbreviation: 'IN',
    cities: ['Indianapolis', 'Fort Wayne', 'Evansville', 'South Bend', 'Bloomington'],
  },
  { state: 'Iowa', abbreviation: 'IA', cities: ['Des Moines', 'Cedar Rapids', 'Davenport', 'Iowa City'] },
  {
    state: 'Kansas',
    abbreviation: 'KS',
    cities: ['Wichita', 'Overland Park', 'Kansas City', 'Topeka', 'Lawrence'],
  },
  {
    state: 'Kentucky',
    abbreviation: 'KY',
    cities: ['Louisville', 'Lexington', 'Bowling Green', 'Covington'],
  },
  {
    state: 'Louisiana',
    abbreviation: 'LA',
    cities: ['New Orleans', 'Baton Rouge', 'Shreveport', 'Lafayette'],
  },
  { state: 'Maine', abbreviation: 'ME', cities: ['Portland', 'Lewiston', 'Bangor'] },
  {
    state: 'Maryland',
    abbreviation: 'MD',
    cities: ['Baltimore', 'Annapolis', 'Frederick', 'Rockville', 'Silver Spring'],
  },
  {
    state: 'Massachusetts',
    abbreviation: 'MA',
    cities: ['Boston', 'Worcester', 'Springfield', 'Cambridge', 'Lowell'],
  },
  {
    state: 'Michigan',
    abbreviation: 'MI',
    cities: ['Detroit', 'Grand Rapids', 'Ann Arbor', 'Lansing', 'Kalamazoo'],
  },
  {
    state: 'Minnesota',
    abbreviation: 'MN',
    cities: ['Minneapolis', 'St. Paul', 'Rochester', 'Duluth', 'Bloomington'],
  },
  { state: 'Mississippi', abbreviation: 'MS', cities: ['Jackson', 'Gulfport', 'Hattiesburg', 'Oxford'] },
  {
    state: 'Missouri',
    abbreviation: 'MO',
    cities: ['Kansas City', 'St. Louis', 'Springfield', 'Columbia', "O'Fallon"],
  },
  { state: 'Montana', abbreviation: 'MT', cities: ['Billings', 'Missoula', 'Bozeman', 'Great Falls'] },
  { state: 'Nebraska', abbreviation: 'NE', cities: ['Omaha', 'Lincoln', 'Bellevue', 'Grand Island'] },
  { state: 'Nevada', abbreviation: 'NV', cities: ['Las Vegas', 'Henderson', 'Reno', 'North Las Vegas'] },
  { state: 'New Hampshire', abbreviation: 'NH', cities: ['Manchester', 'Nashua', 'Concord', 'Portsmouth'] },
  {
    state: 'New Jersey',
    abbreviation: 'NJ',
    cities: ['Newark', 'Jersey City', 'Paterson', 'Hoboken', 'Trenton', 'Princeton'],
  },
  {
    state: 'New Mexico',
    abbreviation: 'NM',
    cities: ['Albuquerque', 'Las Cruces', 'Santa Fe', 'Rio Rancho'],
  },
  {
    state: 'New York',
    abbreviation: 'NY',
    cities: ['New York City', 'Buffalo', 'Rochester', 'Yonkers', 'Syracuse', 'Albany', 'Ithaca'],
  },
  {
    state: 'North Carolina',
    abbreviation: 'NC',
    cities: ['Charlotte', 'Raleigh', 'Greensboro', 'Durham', 'Winston-Salem', 'Asheville'],
  },
  { state: 'North Dakota', abbreviation: 'ND', cities: ['Fargo', 'Bismarck', 'Grand Forks'] },
  {
    state: 'Ohio',
    abbreviation: 'OH',
    cities: ['Columbus', 'Cleveland', 'Cincinnati', 'Toledo', 'Akron', 'Dayton'],
  },
  { state: 'Oklahoma', abbreviation: 'OK', cities: ['Oklahoma City', 'Tulsa', 'Norman', 'Edmond'] },
  { state: 'Oregon', abbreviation: 'OR', cities: ['Portland', 'Salem', 'Eugene', 'Bend', 'Corvallis'] },
  {
    state: 'Pennsylvania',
    abbreviation: 'PA',
    cities: [
      'Philadelphia',
      'Pittsburgh',
      'Allentown',
      'Erie',
      'Harrisburg',
      'Wilkes-Barre',
      'State College',
    ],
  },
  { state: 'Rhode Island', abbreviation: 'RI', cities: ['Providence', 'Warwick', 'Cranston', 'Newport'] },
  {
    state: 'South Carolina',
    abbreviation: 'SC',
    cities: ['Charleston', 'Columbia', 'Greenville', 'Myrtle Beach'],
  },
  { state: 'South Dakota', abbreviation: 'SD', cities: ['Sioux Falls', 'Rapid City', 'Aberdeen'] },
  {
    state: 'Tennessee',
    abbreviation: 'TN',
    cities: ['Nashville', 'Memphis', 'Knoxville', 'Chattanooga', 'Murfreesboro'],
  },
  {
    state: 'Texas',
    abbreviation: 'TX',
    cities: ['Houston', 'San Antonio', 'Dallas', 'Austin', 'Fort Worth', 'El Paso', 'Arlington'],
  },
  {
    state: 'Utah',
    abbreviation: 'UT',
    cities: ['Salt Lake City', 'Provo', 'West Valley City', 'Ogden', 'St. George'],
  },
  {
    state: 'Vermont',
    abbreviation: 'VT',
    cities: ['Burlington', 'South Burlington', 'Montpelier', 'Rutland'],
  },
  {
    state: 'Virginia',
    abbreviation: 'VA',
    cities: ['Virginia Beach', 'Richmond', 'Norfolk', 'Arlington', 'Alexandria', 'Charlottesville'],
  },
  {
    state: 'Washington',
    abbreviation: 'WA',
    cities: ['Seattle', 'Spokane', 'Tacoma', 'Vancouver', 'Bellevue', 'Olympia'],
  },
  {
    state: 'West Virginia',
    abbreviation: 'WV',
    cities: ['Charleston', 'Huntington', 'Morgantown', 'Wheeling'],
  },
  { state: 'Wisconsin', abbreviation: 'WI', cities: ['Milwaukee', 'Madison', 'Green Bay', 'Kenosha'] },
  { state: 'Wyoming', abbreviation: 'WY', cities: ['Cheyenne', 'Casper', 'Laramie'] },
]

/** Shown on every city page (up to 4 of them, never the page's own state). */
export const POPULAR_STATES = [
  'California',
  'Texas',
  'Florida',
  'New York',
  'Illinois',
  'Pennsylvania',
] as const
