import type { TriageCase } from './types.ts'

/**
 * Romanised Hindi (Hinglish): descriptions typed the way people in Barabanki and the rest of UP
 * write on WhatsApp, in Latin letters, lowercase, without punctuation, with uneven spellings and
 * English medical words mixed in. Each expected disposition is the one its cited source gives.
 */
export const CASES: readonly TriageCase[] = [
  // ── emergency: call 108 / go to the emergency department now ─────────────────────────────
  {
    text: 'papa ko seene me tez dard ho raha hai aur paseena aa raha h',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'chest pain ho raha hai aadhe ghante se saans bhi phool rahi',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'dadi ka munh tedha ho gaya aur ek taraf ka hath pair kaam nahi kar raha',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'achanak bolne me dikkat ho rhi h zuban ladkhada rahi hai',
    expected: 'emergency',
    source: 'ahaWarningSigns',
  },
  {
    text: 'saans nahi le pa raha hai hont neele pad gaye',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'bhai ki bahut tez sans phool rahi h ek shabd bhi nahi bol pa raha',
    expected: 'emergency',
    source: 'nhs999',
  },
  { text: 'mummy behosh ho gayi hai hosh nahi aa raha', expected: 'emergency', source: 'nhs999' },
  { text: 'papa chhat se gir gaye bol nahi rahe', expected: 'emergency', source: 'nhs999' },
  {
    text: 'accident hua hai sir se khoon beh raha hai ruk nahi raha',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'sir pe chot lagi thi ab ulti ho rhi aur neend aa rhi h',
    expected: 'emergency',
    source: 'nhsAandE',
  },
  {
    text: 'tractor se gire pair ki haddi bahar nikal aayi',
    expected: 'emergency',
    source: 'nhsAandE',
  },
  {
    text: 'khet wali dawai pi li chacha ne munh se jhaag aa raha',
    expected: 'emergency',
    source: 'whoPoisoning',
  },
  { text: 'bhaiya ne sulfas kha liya gusse me', expected: 'emergency', source: 'whoPoisoning' },
  {
    text: 'bacche ne galti se mitti ka tel pi liya khaans raha hai',
    expected: 'emergency',
    source: 'whoPoisoning',
  },
  {
    text: 'ab jeene ka mann nahi karta khud ko khatam karna chahta hu',
    expected: 'emergency',
    source: 'whoSuicide',
  },
  {
    text: 'mar jana chahti hu koi fayda nahi zindagi ka',
    expected: 'emergency',
    source: 'whoSuicide',
  },
  {
    text: 'saanp ne kaat liya khet me pair pe do nishan hai',
    expected: 'emergency',
    source: 'whoSnakebite',
  },
  { text: 'kutte ne bete ko haath pe kaat liya', expected: 'emergency', source: 'whoRabies' },
  { text: 'bandar ne kaata khoon nikla hai', expected: 'emergency', source: 'whoRabies' },
  {
    text: 'chulhe se kapdo me aag lag gayi hath aur seena jal gaya',
    expected: 'emergency',
    source: 'whoBurns',
  },
  {
    text: 'bacche pe garam doodh gir gaya pet aur pair jal gaye bade chhale',
    expected: 'emergency',
    source: 'whoBurns',
  },
  {
    text: 'teen din se bukhar tha ab masudo se khoon aa raha hai',
    expected: 'emergency',
    source: 'whoDengue',
  },
  {
    text: 'dengue hai naak se khun aa raha aur ulti ruk nahi rahi',
    expected: 'emergency',
    source: 'whoDengue',
  },
  {
    text: 'dhoop me kaam karte loo lag gayi ab ulta seedha bol rahe hai',
    expected: 'emergency',
    source: 'ndmaHeat',
  },
  {
    text: 'sugar ke mareez hai paseene me tar hai kuch samajh nahi aa raha unko',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'zindagi ka sabse tez sir dard achanak shuru hua',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'bukhaar ke saath gardan akad gayi h roshni se aankh chubhti',
    expected: 'emergency',
    source: 'nhs999',
  },
  { text: 'pehli baar jhatke aaye hai bete ko', expected: 'emergency', source: 'whoImci' },
  {
    text: 'mirgi ka daura 5 minute se zyada se chal raha hai ruk nahi raha',
    expected: 'emergency',
    source: 'nhs999',
  },
  { text: 'baccha doodh nahi pi raha bahut sust hai', expected: 'emergency', source: 'whoImci' },
  {
    text: '2 mahine ka baby jo bhi pilao sab ulti kar deta hai',
    expected: 'emergency',
    source: 'whoImci',
  },
  {
    text: 'bachi ki aankhe dhas gayi subah se peshab nahi kiya bahut neend me hai',
    expected: 'emergency',
    source: 'whoDiarrhoea',
  },
  {
    text: 'navjaat ki saans bahut tez chal rahi pasliyan andar dhans rahi',
    expected: 'emergency',
    source: 'whoImci',
  },
  { text: 'beta utha hi nahi raha hilane par bhi', expected: 'emergency', source: 'whoImci' },
  {
    text: 'bachhe ke gale me sikka atak gaya saans nahi aa rahi',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: '7 mahine ka garbh hai khoon aa raha hai',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'pregnant hu sir me bahut dard aur dhundhla dikh raha hai',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'biwi pet se hai aaj subah se baccha pet me hil nahi raha',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: '8 mahina hua hai pani ki thaili phat gayi paani beh raha',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'garbhwati hai munh aur hath achanak bahut suj gaye',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'delivery ke baad se kapda bhig raha khoon band nahi ho raha',
    expected: 'emergency',
    source: 'mohfwPregnancy',
  },
  {
    text: 'dawai khane ke baad honth aur jeebh suj gayi saans lene me dikkat',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'achanak pet me bahut tez dard hai seedha khade nahi ho pa rahe',
    expected: 'emergency',
    source: 'nhs999',
  },
  {
    text: 'dada ji achanak behki behki baate karne lage kisi ko pehchan nahi rahe',
    expected: 'emergency',
    source: 'nhs999',
  },

  // ── doctor: see a doctor today or within a few days, not an emergency ───────────────────
  { text: 'bukhar 4 din se utar nahi raha', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'beti ko kal se bukhar hai 2 saal ki hai khana kha rahi hai',
    expected: 'doctor',
    source: 'whoImci',
  },
  {
    text: 'baccha 5 saal ka hai fever 2 din se thodi khansi bhi',
    expected: 'doctor',
    source: 'whoImci',
  },
  { text: 'do hafte se zyada se khansi hai balgam bhi aata h', expected: 'doctor', source: 'ntep' },
  { text: 'khasi 3 hafte se ja nahi rahi raat ko paseena bhi', expected: 'doctor', source: 'ntep' },
  {
    text: 'beti ko 3 hafte se khaansi hai wajan bhi nahi badh raha',
    expected: 'doctor',
    source: 'ntep',
  },
  {
    text: 'peshab me jalan ho rahi hai bar bar jana padta h',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'aankhe peeli ho gayi hai peshab bhi peela aa raha',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'piliya ho gaya lagta hai bhook nahi lagti',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'sugar ki dawai le rahe hai fir bhi sugar 250 aa rahi',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'BP 150 aa raha hai checkup karana hai koi takleef nahi',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'pet se hu 3 mahina hua pehli jaanch karani hai koi dikkat nahi',
    expected: 'doctor',
    source: 'mohfwPregnancy',
  },
  {
    text: 'garbhwati hu khoon ki kami batai thi kamzori lagti hai',
    expected: 'doctor',
    source: 'mohfwPregnancy',
  },
  {
    text: 'pregnancy ka 6 mahina hai peshab me jalan ho rahi',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'kaan me dard hai aur kaan beh raha hai do din se',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'bachche ke kaan me dard aur bukar raat se ro raha',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'aankh laal hai chipchipa paani aata 1 hafte se theek nahi hui',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'daant me dard hai gaal bhi thoda suja hai',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'ghutno me dard 2 mahine se chalne me dikkat',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'jodo me dard aur sujan kai hafte se subah akdan rehti',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'daad khujli 3 hafte se badh rahi hai cream se fayda nahi',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'bina koshish ke wajan bahut ghat gaya 2 3 mahine me',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'gardan me gaanth hai kai hafte se dard nahi hai',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'stan me gaanth mehsoos hui hai', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'periods 3 mahine se time pe nahi aa rahe pregnant nahi hu',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'safed paani bahut aata hai badboo ke saath',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'meri 10 mahine ki beti ko kal se dast ho rahe hai doodh pi rahi hai',
    expected: 'doctor',
    source: 'nhs111',
  },
  {
    text: 'teen din se ulti ho rahi hai kuch khaya nahi ja raha',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'kamar dard ke saath ek pair me jhunjhuni kai din se',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'kal dil ki dhadkan bahut tez thi ab theek hai', expected: 'doctor', source: 'nhs111' },
  {
    text: 'chalne par saans phool jati hai 2 mahine se',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  { text: 'munh me chhala 3 hafte se theek nahi hua', expected: 'doctor', source: 'nhsConditions' },
  {
    text: 'gale ka dard 2 hafte se theek nahi ho raha',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'sir dard roz hota hai ek mahine se subah jyada',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'bahut pyaas lagti hai aur bar bar peshab aata hai raat me bhi',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'sugar wale papa ke pair me ghaav hai 2 hafte se bhar nahi raha',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'mere 8 saal ke bete ko 1 hafte se khane ke baad pet me dard hota',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'uthte baithte chakkar aata hai kai hafte se',
    expected: 'doctor',
    source: 'nhsConditions',
  },
  {
    text: 'dast me 3 din se thoda khoon aa raha hai bukhar nahi',
    expected: 'doctor',
    source: 'nhs111',
  },
  {
    text: 'ghutne pe chot lagi thi 1 hafta ho gya sujan kam nahi hui',
    expected: 'doctor',
    source: 'nhsConditions',
  },

  // ── home: self-care, or what a pharmacist can help with ──────────────────────────────────
  { text: 'zukam hai naak beh rahi hai kal se', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'nak band hai chheenk aa rahi bar bar bukhar nahi hai',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'gale me kharash hai 2 din se khana nigal pa raha hu',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'halki khansi hai kuch din se aur koi dikkat nahi',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'din bhar kaam karke thakan ke baad halka sir dard',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'masaledar khana khaya ab pet me jalan acidity ho rhi',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'seene me dard nahi hai bas gas ban rahi hai khane ke baad',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  { text: 'kabz hai 2 din se pet saaf nahi hua', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'aaj subah se dast ho rahe hai khoon nahi aa raha pani pee raha hu',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'bahar ka khana khaya tha aaj 3 baar loose motion hua',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'halka badan dard hai kal se thoda aaram chahiye',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'sabzi kaat te hue ungli pe chhota kat lag gaya khoon ruk gaya',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'tawe se hath pe sikke jitna chhota jal gaya',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'machhar ne bahut kaata hai khujli ho rahi', expected: 'home', source: 'nhsPharmacy' },
  { text: 'har mahine jaisa period ka dard hai aaj', expected: 'home', source: 'nhsConditions' },
  { text: 'munh me chhale hai 3 4 din se', expected: 'home', source: 'nhsPharmacy' },
  { text: 'garmi me peeth pe ghamoriyan ho gayi', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'pair mud gaya moch aayi par chal pa raha hu',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'bhari saman uthane se kamar me khinchav aa gaya kal',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'mujhe kal se halka fever hai body pain thoda',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'sardi khasi jukam 3 din se halka sa', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'cold ho gaya hai naak beh rahi aur sir thoda bhaari',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'pet me gas aur khatti dakar aa rahi kal raat se',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'raat ko der tak jaga tha isliye sar me halka dard',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'keede ne kaata halki laali aur khujli bas', expected: 'home', source: 'nhsConditions' },
  {
    text: 'kasrat ke baad pairo ki naso me dard ho rha h',
    expected: 'home',
    source: 'nhsConditions',
  },
  {
    text: 'ulti nahi hui bas thoda ji machla raha hai khana khane ke baad',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'dhool se aankh me halki khujli hai dard nahi', expected: 'home', source: 'nhsPharmacy' },
  { text: 'sir me rusi aur khujli hai', expected: 'home', source: 'nhsPharmacy' },
  { text: 'naye joote se pairo me chhale pad gaye', expected: 'home', source: 'nhsConditions' },
  {
    text: 'haath me chhota sa kaanta chubh gaya nikal diya',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'chehre pe pimple ho gaye hai', expected: 'home', source: 'nhsPharmacy' },
  {
    text: 'khana jyada kha liya pet bhara bhara lag raha',
    expected: 'home',
    source: 'nhsPharmacy',
  },
  {
    text: 'sukhi khansi 4 din se gala thoda kharab bukhaar nahi',
    expected: 'home',
    source: 'nhsConditions',
  },
  { text: 'hichki aa rahi hai aadhe ghante se', expected: 'home', source: 'nhsConditions' },
  { text: 'garam chai se jeebh thodi jal gayi', expected: 'home', source: 'nhsConditions' },
  {
    text: 'garmi me naak se thoda khoon aaya 5 minute me ruk gaya',
    expected: 'home',
    source: 'nhsConditions',
  },
]
