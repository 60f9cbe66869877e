import { describe, expect, it } from 'vitest'
import { readTimes, tokenize } from './normalize.ts'
import { triage } from './triage.ts'

/**
 * How the guide reads text, rule by rule. The expected answers come from the sources the rules
 * follow: NHS "When to call 999", AHA's heart attack and stroke warning signs (BE FAST), WHO IMCI's
 * general danger signs, MoHFW's danger signs in pregnancy, WHO's snakebite, rabies and suicide
 * fact sheets, NTEP (a cough of two weeks or more is tested for TB) and the NHS pages on everyday
 * illness that can be cared for at home.
 */
const flagsOf = (text: string) => triage(text).redFlags
const dispositionOf = (text: string) => triage(text).disposition

describe('red flags read from whole sentences (issue 46’s misses)', () => {
  it.each([
    ['one side of the body stopped working and the mouth went crooked', 'stroke-signs'],
    ["I don't want to live", 'suicidal-thoughts'],
    ['my uncle drank the pesticide for the crops', 'poisoning'],
    ['गर्भ में सात महीने का बच्चा है और बहुत खून बह रहा है', 'pregnancy-danger-signs'],
    ['गर्दन अकड़ गई है और तेज़ बुखार', 'fever-with-stiff-neck'],
    ['bete ko jhatke aa rahe hai', 'seizure-emergency'],
    ['khoon beh raha hai ruk nahi raha', 'heavy-bleeding'],
  ])('%s → %s', (text, slug) => {
    expect(flagsOf(text)).toContain(slug)
  })
})

describe('a red flag anywhere wins over an ordinary match, however specific', () => {
  it.each([
    ['child with high fever and a stiff neck', 'fever-with-stiff-neck'],
    ['fits for ten minutes', 'seizure-emergency'],
    ['high fever and talking nonsense', 'fever-with-stiff-neck'],
    ['cold and cough for two days, and today she had a fit', 'seizure-emergency'],
    ['acidity after food and now chest pain with sweating', 'heart-attack-signs'],
  ])('%s → %s', (text, slug) => {
    expect(triage(text).disposition).toBe('emergency')
    expect(flagsOf(text)).toContain(slug)
  })
})

describe('combinations the sources name', () => {
  it('chest pain with sweating or spreading to the arm (AHA)', () => {
    expect(flagsOf('chest pain with sweating')).toContain('heart-attack-signs')
    expect(flagsOf('seene mein dard jo baayen haath tak jaata hai')).toContain('heart-attack-signs')
  })
  it('a child with sunken eyes and no urine after loose motions (WHO IMCI)', () => {
    expect(flagsOf('baby has loose motions, sunken eyes and no urine since morning')).toContain(
      'child-severe-dehydration',
    )
  })
  it('a child who cannot drink or breastfeed, or is lethargic (WHO IMCI)', () => {
    expect(flagsOf('बच्चा दूध नहीं पी रहा और बहुत सुस्त है')).toContain('child-danger-signs')
  })
  it('fever in a baby under three months (NICE/NHS)', () => {
    expect(flagsOf('2 months baby has fever')).toContain('child-danger-signs')
    // A fever said the way parents say it, and an age in days.
    expect(flagsOf('baby is 20 days old and feels very hot')).toContain('child-danger-signs')
  })
  it('bleeding in pregnancy (MoHFW)', () => {
    expect(flagsOf('wife is 5 months pregnant and bleeding')).toContain('pregnancy-danger-signs')
  })
})

describe('negation', () => {
  it('takes back what is denied, in each way of writing', () => {
    expect(dispositionOf('sore throat, no fever, no trouble breathing')).toBe('home')
    expect(triage('गला खराब है, बुखार नहीं है').disposition).toBe('home')
    expect(triage('gala kharab hai, bukhar nahi hai').disposition).toBe('home')
    expect(triage('runny nose, no chest pain').redFlags).toEqual([])
  })
  it('never takes back a danger sign that is itself said with a negation', () => {
    expect(flagsOf('he is not breathing properly and lips are blue')).toContain(
      'severe-breathing-difficulty',
    )
    expect(flagsOf('saans nahi aa rahi')).toContain('severe-breathing-difficulty')
    expect(flagsOf('no fever but he is not waking up')).toContain('unconscious')
  })
  it('reaches no further than "but" or "and"', () => {
    expect(flagsOf('no fever and chest pain since morning')).toContain('heart-attack-signs')
    expect(flagsOf('bukhar nahi par gardan akad gayi aur sir dard')).toContain(
      'fever-with-stiff-neck',
    )
  })
})

describe('typo tolerance stays inside one concept', () => {
  it('reads "sweating" as sweating, never as swelling', () => {
    expect(flagsOf('chest pain and sweating')).toContain('heart-attack-signs')
    expect(triage('chest pain and sweating').symptoms).not.toContain('lump')
  })
  it('reads "sneezing" as sneezing, never as wheezing', () => {
    const read = triage('sneezing and runny nose')
    expect(read.disposition).toBe('home')
    expect(read.symptoms).not.toContain('child-wheezing')
  })
  it('forgives a misspelt danger word', () => {
    expect(flagsOf('unconsious after fall')).toContain('unconscious')
    expect(flagsOf('pestiside pi liya')).toContain('poisoning')
  })
})

describe('doctor or home', () => {
  it('keeps everyday illness at home only without a reason for a doctor', () => {
    expect(dispositionOf('mild headache after a long day')).toBe('home')
    expect(dispositionOf('acidity after spicy food')).toBe('home')
    expect(dispositionOf('small cut on my finger')).toBe('home')
    expect(dispositionOf('mosquito bites')).toBe('home')
  })
  it('sends a long cough for a TB test (NTEP) and a long fever to a doctor', () => {
    expect(dispositionOf('khansi 3 hafte se hai')).toBe('doctor')
    expect(dispositionOf('fever for 5 days')).toBe('doctor')
    expect(triage('fever for 5 days').doctorWhen).toBe('today')
  })
  it('sends a child’s fever and a pregnancy to a doctor', () => {
    expect(dispositionOf('my 4 year old son has fever')).toBe('doctor')
    expect(dispositionOf('pregnant, want a check-up')).toBe('doctor')
  })
  it('names what the network has no clinic for', () => {
    expect(triage('toothache since two days').lacking).toContain('teeth')
    expect(triage('aankh laal hai aur dard').lacking).toContain('eyes')
    expect(triage('ghutno mein dard').lacking).toContain('bones')
  })
  it('says nothing is found for nonsense, and comes near danger for a denied danger word', () => {
    expect(triage('xqzvwk').disposition).toBe('unknown')
    expect(triage('xqzvwk').nearDanger).toBe(false)
    expect(triage('seene').nearDanger).toBe(false)
    expect(triage('no chest pain').nearDanger).toBe(true)
  })
})

describe('numbers and durations', () => {
  it('reads durations and ages in three ways of writing', () => {
    expect(readTimes(tokenize('for ten minutes')).durationHours).toBeCloseTo(1 / 6)
    expect(readTimes(tokenize('3 din se bukhar')).durationHours).toBe(72)
    expect(readTimes(tokenize('तीन हफ़्ते से खांसी')).durationHours).toBe(21 * 24)
    expect(readTimes(tokenize('6 mahine ka bachcha')).ageMonths).toBe(6)
    expect(readTimes(tokenize('since yesterday')).durationHours).toBe(24)
  })
})

describe('misreadings reported earlier', () => {
  it('reads "no trouble breathing" as no trouble, not as "no breath"', () => {
    expect(flagsOf('sans ki koi dikkat nahi')).toEqual([])
    expect(flagsOf('saans lene me koi takleef nahi hai')).toEqual([])
    expect(dispositionOf('sans ki koi dikkat nahi, bas halki khansi 2 din se')).toBe('home')
    expect(flagsOf('saans nahi aa rahi')).toContain('severe-breathing-difficulty')
    expect(flagsOf('bhai ko saans nhi aa rhi')).toContain('severe-breathing-difficulty')
    expect(flagsOf('saans phool rahi hai 2 din se, bukhar nahi')).toEqual([])
  })
  it('reads an accident with a head injury as an injury, never a burn', () => {
    const flags = flagsOf('accident me sir pe chot')
    expect(flags).toContain('head-injury')
    expect(flags).toContain('serious-injury')
    expect(flags).not.toContain('severe-burns')
  })
  it('keeps a child’s danger signs for a child', () => {
    expect(flagsOf("didn't drink anything since morning")).not.toContain('child-danger-signs')
    expect(flagsOf('my 2 year old is not drinking anything')).toContain('child-danger-signs')
    expect(flagsOf('kid is too sleepy to drink milk')).toContain('child-danger-signs')
  })
  it('reads fits without a fever as a seizure, not a febrile one', () => {
    expect(flagsOf('बच्चे को दौरा पड़ा')).toContain('seizure-emergency')
    expect(flagsOf('बच्चे को दौरा पड़ा')).not.toContain('febrile-seizure')
    expect(flagsOf('bachche ko bukhar me jhatke aaye')).toContain('febrile-seizure')
  })
  it('reads a doctor’s name as a name, never near danger', () => {
    expect(triage('Dr. Anil Kumar ko dikhana hai').nearDanger).toBe(false)
    expect(triage('doctor Sunita Verma se milna hai').nearDanger).toBe(false)
    expect(triage('Dr Sharma').nearDanger).toBe(false)
  })
})

describe('English words in Devanagari, Hindi in every spelling', () => {
  it.each([
    ['chest में भारीपन और ठंडा पसीना, 20 मिनट से आराम नहीं', 'heart-attack-signs'],
    ['चेस्ट में दबाव जैसा दरद, जबड़े तक जा रहा', 'heart-attack-signs'],
    ['दर्द सीने में हो रहा है', 'heart-attack-signs'],
    ['seene me bhaaripan hai', 'heart-attack-signs'],
    ['शुगर के मरीज हैं, पसीने से तर हैं और कुछ समझ नहीं पा रहे', 'low-sugar'],
    ['sugar ke mareez hai paseene me tar hai kuch samajh nahi aa raha unko', 'low-sugar'],
    ['आठवां महीना है, पानी की थैली फट गई', 'pregnancy-danger-signs'],
    ['8 mahina hua hai pani ki thaili phat gayi', 'pregnancy-danger-signs'],
    ['ततैया काटने के बाद पूरे बदन पर चकत्ते और सांस लेने में दिक्कत', 'severe-allergic-reaction'],
    ['beta utha hi nahi raha hilane par bhi', 'child-danger-signs'],
    ['दादी हिलाने पर भी नहीं उठ रहीं', 'unconscious'],
  ])('%s → %s', (text, slug) => {
    expect(flagsOf(text)).toContain(slug)
  })
  it('folds long vowels and text-message spellings alike', () => {
    expect(dispositionOf('chalne par saans phool jati hai 2 mahine se')).toBe('doctor')
    expect(flagsOf('bachhe ko jhatke aa rhe h')).toContain('seizure-emergency')
    expect(flagsOf('beta behosh ho gya h')).not.toEqual([])
  })
  it('reads numbers as written: "300" is not "30"', () => {
    expect(flagsOf('sugar 300 aa rahi hai')).toEqual([])
    expect(dispositionOf('sugar 300 aa rahi hai')).toBe('doctor')
  })
  it('reads blood pressure, weight loss, low mood and missed periods as a doctor’s', () => {
    expect(dispositionOf('BP 160/100 at medical shop, no headache no chest pain')).toBe('doctor')
    expect(dispositionOf('बीपी की दवा ले रहे हैं फिर भी रीडिंग 160')).toBe('doctor')
    expect(dispositionOf('bina koshish ke wajan bahut ghat gaya 2 3 mahine me')).toBe('doctor')
    expect(dispositionOf('feeling sad and no interest in anything for a month')).toBe('doctor')
    expect(dispositionOf('तीन महीने से माहवारी नहीं आई')).toBe('doctor')
  })
})

describe('red flags the sources name, in their other words', () => {
  it.each([
    ['she drank something from the bottle kept for the fields', 'poisoning'],
    ['bhai sprayed keeda dawai in the crop and now vomitting, eyes watering, shaking', 'poisoning'],
    ['my son swallowed many of his grandfathers BP tablets', 'poisoning'],
    ['she ate 20 paracetamol tablets', 'poisoning'],
    ['बच्चे ने गलती से दादी की बीपी की गोलियां खा लीं', 'poisoning'],
    ['I feel like ending it all', 'suicidal-thoughts'],
    ['stray dog scratched my daughter on the face', 'animal-bite'],
    ['dimagi bukhar lag raha hai bachche ko', 'fever-with-stiff-neck'],
    ['no baby movement since yesterday, 8 months pregnant', 'pregnancy-danger-signs'],
    ['अचानक से बोली बंद हो गई और हाथ पैर नहीं हिल रहे', 'stroke-signs'],
    ['काली टट्टी और चक्कर आ रहा', 'heavy-bleeding'],
    ['pet me bhyankar dard', 'severe-belly-pain'],
  ])('%s → %s', (text, slug) => {
    expect(flagsOf(text)).toContain(slug)
  })
  it('sends streaks of blood in a cough to a doctor today, more to the emergency (NHS)', () => {
    const streaks = triage('coughing since one month, sometimes little blood streaks in the spit')
    expect(streaks.disposition).toBe('doctor')
    expect(streaks.doctorWhen).toBe('today')
    expect(flagsOf('coughing up a lot of blood')).toContain('heavy-bleeding')
  })
  it('reads one numb leg with back pain as sciatica, not a stroke (NHS)', () => {
    expect(dispositionOf('कमर दर्द है और एक पैर में सुन्नपन, झनझनाहट नीचे तक जाती')).toBe('doctor')
    expect(flagsOf('achanak ek taraf ka haath pair sunn ho gaya')).toContain('stroke-signs')
  })
  it('places blood said with the stool, unless there is much of it', () => {
    expect(dispositionOf('टॉयलेट करते समय खून आता है, दर्द नहीं, बवासीर है शायद')).toBe('doctor')
    expect(flagsOf('potty me bahut khoon aa raha hai')).toContain('heavy-bleeding')
  })
})

describe('care at home for the everyday complaints the NHS names', () => {
  it.each([
    ['hiccups since 10 minutes', 'hiccups'],
    ['हिचकी आ रही है आधे घंटे से, रुक नहीं रही', 'hiccups'],
    ['chehre pe pimple ho gaye hai', 'pimples'],
    ['ठंड में होंठ फट गए हैं', 'dry-skin'],
    ['cracked heels, little painful while walking', 'dry-skin'],
    ['dandruff and itchy scalp', 'dandruff'],
    ['naye joote se pairo me chhale pad gaye', 'blisters'],
    ['जिम के बाद जांघों की मांसपेशियों में दर्द है', 'body-ache'],
    ['neck stiff after sleeping wrong way, no fever', 'body-ache'],
    ['दावत में ज्यादा खा लिया, पेट भारी और अपच', 'acidity'],
    ['stuffy nose and heavy feeling in face since 3 days', 'common-cold'],
    ['minor sunburn on arms after farm work, skin little red', 'minor-burn'],
  ])('%s → %s', (text, topic) => {
    const read = triage(text)
    expect(read.disposition).toBe('home')
    expect(read.homeTopics).toContain(topic)
  })
  it('sends hiccups of more than 48 hours and a cough of two weeks to a doctor', () => {
    expect(dispositionOf('hichki 3 din se aa rahi hai')).toBe('doctor')
    expect(dispositionOf('दो हफ्ते से खांसी है, बलगम भी आता है')).toBe('doctor')
  })
  it('keeps a burn with blisters from care at home', () => {
    expect(dispositionOf('chhota sa jal gaya aur chhala pad gaya')).not.toBe('home')
  })
})

describe('typos forgiven only where a typo is likely', () => {
  it('never reads a common word as a danger word a letter away', () => {
    expect(flagsOf('ear paining and pus coming from ear since 3 days')).toEqual([])
    expect(flagsOf('bahar ka khana khaya tha aaj 3 baar loose motion hua')).toEqual([])
    expect(flagsOf('urine is brown since 2 days')).toEqual([])
    expect(flagsOf('stiff neck after sleeping on wrong pillow, no fever')).toEqual([])
  })
})

describe('red flags found by a held-out set written apart from the guide’s words', () => {
  it.each([
    // Scalds from hot food and drink (WHO burns).
    ['boiling milk fell on baby chest, skin peeling off', 'severe-burns'],
    // An electric shock (NHS A&E), said as the current that struck.
    ['got electric current from motor pump and fell down', 'serious-injury'],
    // An open fracture.
    ['bike se gira, pair ki haddi dikh rahi', 'serious-injury'],
    // Yellow palms and soles of a baby: severe jaundice (WHO IMCI).
    ['naye bache ke haath pair ke talve peele', 'child-danger-signs'],
    // A young infant breathing fast or grunting (MoHFW IMNCI).
    ['1 mahine ka baccha tez saans le raha aur karah raha', 'child-danger-signs'],
    // A baby gone blue (NHS 999), not a bruise gone blue.
    ['दो हफ्ते का बच्चा दूध पीते समय नीला पड़ गया', 'severe-breathing-difficulty'],
    // A newborn said as "born at home", with fever (IMCI).
    ['ghar pe hua baccha, naal lal aur mawad, bukhar', 'child-danger-signs'],
    // A torsion (NHS A&E: sudden, bad pain in a testicle).
    ['ande me achanak bahut tez dard, 15 saal ka beta', 'severe-belly-pain'],
    ['अंडकोष में अचानक तेज दर्द', 'severe-belly-pain'],
    // Coffee-ground vomit is blood (NHS A&E).
    ['coffee jaisi ulti hui', 'heavy-bleeding'],
    // Cutting the wrist, and a threat to jump (WHO suicide).
    ['ब्लेड से कलाई काट ली', 'suicidal-thoughts'],
    ['dost keh raha chhat se kood jaunga', 'suicidal-thoughts'],
    // A cleaner drunk, in Devanagari.
    ['उसने टॉयलेट क्लीनर पी लिया', 'poisoning'],
    // Tablets counted before their word, with a reading between ("bp ki 15 goliyan").
    ['maa ne bp ki 15 goliyan kha li', 'poisoning'],
    ['my mother took 15 BP tablets', 'poisoning'],
    // A low sugar said as a number, in any script (ADA level 2: under 54 mg/dL).
    ['शुगर 40 हो गई, पसीना', 'low-sugar'],
    // The waters breaking "in the seventh month", with or without the pregnancy named (MoHFW).
    ['सातवें महीने में पानी गिर रहा है', 'pregnancy-danger-signs'],
    ['7 mahine me pani gir raha hai', 'pregnancy-danger-signs'],
    // A throat closing after an injection (NHS 999: anaphylaxis).
    ['injection ke baad pura sharir lal, gala band ho raha', 'severe-allergic-reaction'],
    // Collapsing while at work (NHS 999).
    ['pati khet me kaam karte karte gir pade', 'unconscious'],
    // A neck that "will not turn", the negation before the verb, with fever.
    ['bukhar, tez sar dard aur gardan nahi mud rahi', 'fever-with-stiff-neck'],
  ])('%s → %s', (text, slug) => {
    expect(flagsOf(text)).toContain(slug)
  })
  it('keeps the new words from reaching everyday words', () => {
    expect(flagsOf('chot ki jagah neela pad gaya')).toEqual([])
    expect(flagsOf('kali chai ke baad ulti')).toEqual([])
    expect(flagsOf('coffee peene ke baad ulti')).toEqual([])
    expect(flagsOf('sugar 5 saal se hai')).toEqual([])
    expect(flagsOf('took 2 paracetamol tablets for fever')).toEqual([])
    expect(flagsOf('7 mahine se kaan se pani aa raha')).toEqual([])
  })
  it('reads fever with chills every other day as a doctor’s (malaria), not a cold', () => {
    expect(dispositionOf('ठंड लगकर बुखार आता है, एक दिन छोड़कर')).toBe('doctor')
    expect(dispositionOf('thand lag gayi, jukam hai')).toBe('home')
  })
  it('reads "chhala nahi" as no blister, not as "cannot walk", and a sprain’s swelling', () => {
    expect(dispositionOf('tawa se haath thoda jal gaya, chhala nahi')).toBe('home')
    expect(dispositionOf('twisted my ankle, can walk but little swelling')).toBe('home')
    expect(dispositionOf('धूप में काम करने से बाजू पर सनबर्न, छाले नहीं')).toBe('home')
  })
  it('reads a missed period said with the months between', () => {
    expect(dispositionOf('mahina 2 mahine se nahi aaya')).toBe('doctor')
  })
})
