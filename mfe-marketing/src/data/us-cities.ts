// Every US state and the District of Columbia with 3 to 7 of its cities (largest or best known first).
// City pages and both sitemaps are generated from this list.

export interface StateCities {
  state: string
  abbreviation: string
  cities: readonly string[]
}

// One row a state: abbreviation, name, and its cities separated by ", ".
const ROWS: readonly (readonly [abbreviation: string, state: string, cities: string])[] = [
  ['AL', 'Alabama', 'Birmingham, Montgomery, Huntsville, Mobile, Tuscaloosa'],
  ['AK', 'Alaska', 'Anchorage, Fairbanks, Juneau'],
  ['AZ', 'Arizona', 'Phoenix, Tucson, Mesa, Chandler, Scottsdale, Tempe, Flagstaff'],
  ['AR', 'Arkansas', 'Little Rock, Fayetteville, Fort Smith, Jonesboro'],
  ['CA', 'California', 'Los Angeles, San Diego, San Jose, San Francisco, Sacramento, Fresno, Oakland'],
  ['CO', 'Colorado', 'Denver, Colorado Springs, Aurora, Fort Collins, Boulder'],
  ['CT', 'Connecticut', 'Bridgeport, New Haven, Hartford, Stamford'],
  ['DE', 'Delaware', 'Wilmington, Dover, Newark'],
  ['DC', 'District of Columbia', 'Washington, Georgetown, Capitol Hill, Columbia Heights'],
  ['FL', 'Florida', 'Miami, Orlando, Tampa, Jacksonville, St. Petersburg, Fort Lauderdale, Tallahassee'],
  ['GA', 'Georgia', 'Atlanta, Savannah, Augusta, Columbus, Athens'],
  ['HI', 'Hawaii', 'Honolulu, Hilo, Kailua, Pearl City'],
  ['ID', 'Idaho', "Boise, Meridian, Nampa, Idaho Falls, Coeur d'Alene"],
  ['IL', 'Illinois', 'Chicago, Aurora, Naperville, Springfield, Peoria, Rockford, Champaign'],
  ['IN', 'Indiana', 'Indianapolis, Fort Wayne, Evansville, South Bend, Bloomington'],
  ['IA', 'Iowa', 'Des Moines, Cedar Rapids, Davenport, Iowa City'],
  ['KS', 'Kansas', 'Wichita, Overland Park, Kansas City, Topeka, Lawrence'],
  ['KY', 'Kentucky', 'Louisville, Lexington, Bowling Green, Covington'],
  ['LA', 'Louisiana', 'New Orleans, Baton Rouge, Shreveport, Lafayette'],
  ['ME', 'Maine', 'Portland, Lewiston, Bangor'],
  ['MD', 'Maryland', 'Baltimore, Annapolis, Frederick, Rockville, Silver Spring'],
  ['MA', 'Massachusetts', 'Boston, Worcester, Springfield, Cambridge, Lowell'],
  ['MI', 'Michigan', 'Detroit, Grand Rapids, Ann Arbor, Lansing, Kalamazoo'],
  ['MN', 'Minnesota', 'Minneapolis, St. Paul, Rochester, Duluth, Bloomington'],
  ['MS', 'Mississippi', 'Jackson, Gulfport, Hattiesburg, Oxford'],
  ['MO', 'Missouri', "Kansas City, St. Louis, Springfield, Columbia, O'Fallon"],
  ['MT', 'Montana', 'Billings, Missoula, Bozeman, Great Falls'],
  ['NE', 'Nebraska', 'Omaha, Lincoln, Bellevue, Grand Island'],
  ['NV', 'Nevada', 'Las Vegas, Henderson, Reno, North Las Vegas'],
  ['NH', 'New Hampshire', 'Manchester, Nashua, Concord, Portsmouth'],
  ['NJ', 'New Jersey', 'Newark, Jersey City, Paterson, Hoboken, Trenton, Princeton'],
  ['NM', 'New Mexico', 'Albuquerque, Las Cruces, Santa Fe, Rio Rancho'],
  ['NY', 'New York', 'New York City, Buffalo, Rochester, Yonkers, Syracuse, Albany, Ithaca'],
  ['NC', 'North Carolina', 'Charlotte, Raleigh, Greensboro, Durham, Winston-Salem, Asheville'],
  ['ND', 'North Dakota', 'Fargo, Bismarck, Grand Forks'],
  ['OH', 'Ohio', 'Columbus, Cleveland, Cincinnati, Toledo, Akron, Dayton'],
  ['OK', 'Oklahoma', 'Oklahoma City, Tulsa, Norman, Edmond'],
  ['OR', 'Oregon', 'Portland, Salem, Eugene, Bend, Corvallis'],
  [
    'PA',
    'Pennsylvania',
    'Philadelphia, Pittsburgh, Allentown, Erie, Harrisburg, Wilkes-Barre, State College',
  ],
  ['RI', 'Rhode Island', 'Providence, Warwick, Cranston, Newport'],
  ['SC', 'South Carolina', 'Charleston, Columbia, Greenville, Myrtle Beach'],
  ['SD', 'South Dakota', 'Sioux Falls, Rapid City, Aberdeen'],
  ['TN', 'Tennessee', 'Nashville, Memphis, Knoxville, Chattanooga, Murfreesboro'],
  ['TX', 'Texas', 'Houston, San Antonio, Dallas, Austin, Fort Worth, El Paso, Arlington'],
  ['UT', 'Utah', 'Salt Lake City, Provo, West Valley City, Ogden, St. George'],
  ['VT', 'Vermont', 'Burlington, South Burlington, Montpelier, Rutland'],
  ['VA', 'Virginia', 'Virginia Beach, Richmond, Norfolk, Arlington, Alexandria, Charlottesville'],
  ['WA', 'Washington', 'Seattle, Spokane, Tacoma, Vancouver, Bellevue, Olympia'],
  ['WV', 'West Virginia', 'Charleston, Huntington, Morgantown, Wheeling'],
  ['WI', 'Wisconsin', 'Milwaukee, Madison, Green Bay, Kenosha'],
  ['WY', 'Wyoming', 'Cheyenne, Casper, Laramie'],
]

export const US_STATES: readonly StateCities[] = ROWS.map(([abbreviation, state, cities]) => ({
  state,
  abbreviation,
  cities: cities.split(', '),
}))

/** Shown on every city page (up to 4 of them, never the page's own state). */
export const POPULAR_STATES = [
  'California',
  'Texas',
  'Florida',
  'New York',
  'Illinois',
  'Pennsylvania',
] as const
