import type { TriageCase } from './types.ts'

/**
 * English lay descriptions, typed the way patients, parents and relatives in Barabanki write
 * English on a phone: short, broken grammar, Indian English ("loose motions", "fits", "BP",
 * "sugar"), some misspellings, some Hindi words. Each expected disposition is what the cited source
 * gives, not what the engine happens to say.
 */
export const CASES: readonly TriageCase[] = [
  // ── emergency: call 108 / go to the emergency now ──────────────────────────────────────────────
  {
    text: 'my father chest pain going to left arm and sweating a lot',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'papa ko chesst pain, feels like heavy stone on chest',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'pain in chest going up to jaw and short of breath, no gas problem this is different',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'his face is drooping on one side and he cant lift his arm',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'mother speech suddenly slurred since 10 minutes, words not coming out right',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'left hand and leg went weak all of a sudden, no pain anywhere',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'she drank something from the bottle kept for the fields',
    expected: 'emergency',
    source: 'whoPoisoning',
  },
  {
    text: 'bhai sprayed keeda dawai in the crop and now vomitting, eyes watering, shaking',
    expected: 'emergency',
    source: 'whoPoisoning',
  },
  {
    text: 'my son swallowed many of his grandfathers BP tablets',
    expected: 'emergency',
    source: 'whoPoisoning',
  },
  {
    text: 'ate rat poisen by mistake 1 hour ago, feeling ok now',
    expected: 'emergency',
    source: 'whoPoisoning',
  },
  { text: 'I feel like ending it all', expected: 'emergency', source: 'whoSuicide' },
  {
    text: 'my friend keeps saying he wants to kill himself and he bought a rope',
    expected: 'emergency',
    source: 'whoSuicide',
  },
  {
    text: 'snake bit my brother in the paddy field, leg swelling up',
    expected: 'emergency',
    source: 'whoSnakebite',
  },
  {
    text: 'street dog bit my son on the leg, blood came',
    expected: 'emergency',
    source: 'whoRabies',
  },
  {
    text: 'monkey bite on hand today on the roof, small wound only',
    expected: 'emergency',
    source: 'whoRabies',
  },
  {
    text: 'my father fell from the roof and isnt answering',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'grandmother not waking up, we are shaking her but no response',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'labourer collapsed in the sun and is unconsious',
    expected: 'emergency',
    source: 'ndmaHeat',
  },
  {
    text: 'husband had a fit for the first time, whole body shaking, never happened before',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'grandpa lips gone blue and brething very hard',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'after eating prawns her lips and tongue are swelling and throat feels tight',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'dadi suddenly confused, doesnt know where she is or who we are',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'sugar patient is sweting and confused, not making sense',
    expected: 'emergency',
    source: 'nhsConditions',
  },
  {
    text: 'cut leg with sickle, blood not stopping even after pressing cloth hard',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'bike accident, hit his head, vomited twice and now very drowsy',
    expected: 'emergency',
    source: 'nhsAandE',
  },
  {
    text: 'bone is sticking out of his leg after tractor accident',
    expected: 'emergency',
    source: 'nhsAandE',
  },
  {
    text: 'fell from mango tree cant walk, leg bent wrong way',
    expected: 'emergency',
    source: 'nhsAandE',
  },
  {
    text: 'worst headache of my life came suddenly like someone hit me',
    expected: 'emergency',
    source: 'nhsConditions',
  },
  {
    text: 'tez bukhar and neck is stiff, cant bend head down, light hurts eyes',
    expected: 'emergency',
    source: 'nhsConditions',
  },
  {
    text: 'sudden very bad pet dard, cannot stand straight, started 1 hour back',
    expected: 'emergency',
    source: 'nhsAandE',
  },
  {
    text: 'dengue fever and now bleeding from gums and nose',
    expected: 'emergency',
    source: 'whoDengue',
  },
  {
    text: 'fever 4 days, now vomiting again and again and just lying down very weak',
    expected: 'emergency',
    source: 'whoDengue',
  },
  {
    text: 'wife 8 months pregnant bleeding down there',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'pregnent wife severe hedache and says everything looks blurry',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: '7 month pregnant, she had fits at home just now',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'baby inside not moving since morning, she is 8 months',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'water broke but she is only 7 months pregnant',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'pregnant bahu face and hands swollen suddenly',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  { text: 'kid is too sleepy to drink milk', expected: 'emergency', source: 'whoImci' },
  {
    text: 'my 1 year old not able to breastfeed at all, very weak',
    expected: 'emergency',
    source: 'whoImci',
  },
  {
    text: 'baby vomits everything, even water comes back out',
    expected: 'emergency',
    source: 'whoImci',
  },
  { text: 'child fits since 10 minutes, not stopping', expected: 'emergency', source: 'whoImci' },
  {
    text: 'baby not breathing properly, ribs going in with every breath',
    expected: 'emergency',
    source: 'whoImci',
  },
  {
    text: 'bachha loose motions, eyes sunken, very sleepy, pinched skin goes back slowly',
    expected: 'emergency',
    source: 'whoDiarrhoea',
  },
  {
    text: 'newborn is cold and not sucking, hardly moving',
    expected: 'emergency',
    source: 'whoImci',
  },
  {
    text: 'my daughter fell in the chulha fire, big burn on her back',
    expected: 'emergency',
    source: 'whoBurns',
  },

  // ── doctor: see a doctor today or within a few days ─────────────────────────────────────────────
  {
    text: 'fever since 4 days not going even with paracetamol',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'my son has bukhar since 2 days', expected: 'doctor', source: 'whoImci' },
  {
    text: '3 year old has fever and cold, but playing and drinking ok',
    expected: 'doctor',
    source: 'whoImci',
  },
  {
    text: 'daughter 10 years old has feaver 102 since yesterday',
    expected: 'doctor',
    source: 'whoImci',
  },
  { text: 'baby 6 months has cough cold and little fever', expected: 'doctor', source: 'whoImci' },
  { text: 'child crying at night holding ear, ear pain', expected: 'doctor', source: 'whoImci' },
  {
    text: 'small red rash all over with fever and red eyes in my 4 yr old',
    expected: 'doctor',
    source: 'whoImci',
  },
  {
    text: '2 year old loose motions since yesterday, drinking well, no blood, active',
    expected: 'doctor',
    source: 'whoDiarrhoea',
  },
  { text: 'cough for 3 weeks and losing weight', expected: 'doctor', source: 'ntep' },
  { text: 'khansi for more than 2 weeks, sweating at night', expected: 'doctor', source: 'ntep' },
  {
    text: 'coughing since one month, sometimes little blood streaks in the spit',
    expected: 'doctor',
    source: 'ntep',
  },
  {
    text: 'i am a man, burning while passing urine and going again and again',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'eyes are yellow and urine dark since a week',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'i have daibetes, medicine finished, need check up',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'sugar reading 280 in the morning but feeling fine no symptoms',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'BP 160/100 at medical shop, no headache no chest pain',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'diabetic foot wound not healing since 2 weeks',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: '3 months pregnant, first checkup not done yet',
    expected: 'doctor',
    source: 'mohfwPregnancy',
  },
  {
    text: 'pregnant 5 months, feeling very tired and looking pale, khoon ki kami',
    expected: 'doctor',
    source: 'mohfwPregnancy',
  },
  {
    text: 'ear paining and pus coming from ear since 3 days',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'one eye red and painful, light hurts', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'dant dard and gum swollen near back tooth',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'knee pain for many weeks, hard to climb stairs',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'itchy rash spreading on body for 3 weeks, cream not working',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'losing weight without trying, clothes have become loose',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'lump in breast, no pain', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'swelling in neck since 1 month, not paining',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'periods irreguler for 6 months', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'white discharge with bad smell and itching',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'vomitting for 3 days, can keep only little water down',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'back pain going down leg with numbness in foot',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'heart was racing for few minutes yesterday, now normal, no chest pain',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'get breathless walking to the field since few weeks',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'blood in stool sometimes when going toilet, no pain',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'headache every day for 2 weeks', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'pet mein dard and burning on and off for 3 weeks, eating less',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'feeling sad and no interest in anything for a month, no thoughts of harming myself',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'mild fever and body pain for 5 days, no bleeding anywhere',
    expected: 'doctor',
    source: 'whoDengue',
  },

  // ── home: self-care or pharmacy advice, no red flag ─────────────────────────────────────────────
  { text: 'common cold and runny nose since yesterday', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'sneezing a lot in morning, nose running, no fever',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'nose blocked and thoda sa cold, age 35', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'my 15 year old son has mild cold, no fever, going to school',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'sore throat since 2 days, can swallow fine', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'gala kharab since yesterday, little pain when swallowing',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'mild cough for 3 days, no fever, eating fine',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'stuffy nose and heavy feeling in face since 3 days',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'mild hedache after long day at work', expected: 'home', source: 'nhsConditions' },
  {
    text: 'sir dard after not sleeping well, no vomiting',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'acidity after eating spicy food at wedding', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'no chest pain just acidity and burping after dinner',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'gas and bloating after eating rajma', expected: 'home', source: 'nhsPharmacy' },
  { text: 'constipashun since 2 days', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'i am 30, loose motions since today morning, no blood, drinking ORS',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'diarhea 2 times today, adult, no fever no blood',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'vomited once after eating outside food, now ok, I am 28',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'mild fever since yesterday, I am 25, otherwise fine',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'body ache after working in field all day', expected: 'home', source: 'nhsConditions' },
  {
    text: 'muscle pain in legs after walking a lot at the mela',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'small cut on finger while cutting sabzi, bleeding stopped',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'small kitchen burn on hand size of a coin from tawa',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'blister on foot from new chappal', expected: 'home', source: 'nhsConditions' },
  { text: 'lots of mosquito bites on legs itching', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'bee sting on arm, little swelling, no trouble breathing',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'period cramps like every month, pet dard on first day',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'mouth ulcer since 4 days, paining when eating',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'prickly heat on back and neck', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'minor sunburn on arms after farm work, skin little red',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'twisted ankle playing cricket, swollen a bit but i can walk',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'back strain after lifting sack of wheat, no numbness',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'neck stiff after sleeping wrong way, no fever',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'itchy eyes and sneezing every spring, eyes not painful',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'dandruff and itchy scalp', expected: 'home', source: 'nhsPharmacy' },
  { text: 'hiccups since 10 minutes', expected: 'home', source: 'nhsConditions' },
  { text: 'cracked heels, little painful while walking', expected: 'home', source: 'nhsPharmacy' },
  { text: 'wart on my finger, not painful', expected: 'home', source: 'nhsPharmacy' },
]
