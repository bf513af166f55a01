// The local provider's lexicon: the words that put an item into one of the six item types.
// Lower case, singular; plurals (-s, -es) match too. Multi-word phrases win over their parts.

export const FOOD_DRINK_WORDS = [
  // meals and verbs
  'ate', 'eat', 'eating', 'drank', 'drink', 'breakfast', 'brunch', 'lunch', 'dinner', 'supper', 'snack', 'meal', 'dessert',
  // foods
  'egg', 'bacon', 'toast', 'bread', 'bagel', 'croissant', 'cereal', 'oatmeal', 'oats', 'porridge', 'granola', 'pancake',
  'waffle', 'yogurt', 'yoghurt', 'cheese', 'butter', 'peanut butter', 'jam', 'honey', 'rice', 'pasta', 'spaghetti',
  'noodle', 'pizza', 'burger', 'hamburger', 'sandwich', 'wrap', 'burrito', 'taco', 'sushi', 'salad', 'soup', 'stew',
  'curry', 'chicken', 'beef', 'steak', 'pork', 'ham', 'turkey', 'lamb', 'fish', 'salmon', 'tuna', 'shrimp', 'tofu',
  'bean', 'lentil', 'chickpea', 'hummus', 'potato', 'fries', 'chips', 'crisps', 'vegetable', 'veggies', 'broccoli',
  'carrot', 'spinach', 'kale', 'tomato', 'cucumber', 'avocado', 'mushroom', 'onion', 'corn', 'fruit', 'apple', 'banana',
  'orange', 'berry', 'berries', 'blueberry', 'blueberries', 'strawberry', 'strawberries', 'grape', 'mango', 'pear',
  'peach', 'pineapple', 'watermelon', 'nut', 'almond', 'walnut', 'cashew', 'peanut', 'chocolate', 'candy', 'cookie',
  'cake', 'muffin', 'donut', 'doughnut', 'ice cream', 'popcorn', 'cracker', 'protein bar', 'smoothie', 'dumpling',
  'mac and cheese', 'macaroni and cheese', 'fish and chips', 'salt and pepper', 'peanut butter and jelly',
  'rice and beans', 'bread and butter', 'sweet and sour', 'strawberries and cream', 'pb and j', 'gin and tonic',
  'rum and coke', 'milk and cookies',
  // drinks
  'coffee', 'espresso', 'latte', 'cappuccino', 'americano', 'flat white', 'mocha', 'macchiato', 'cold brew', 'tea', 'green tea', 'matcha', 'water', 'sparkling water',
  'milk', 'juice', 'orange juice', 'soda', 'coke', 'lemonade', 'beer', 'wine', 'cocktail', 'whiskey', 'vodka',
  'kombucha', 'hot chocolate', 'energy drink', 'protein shake', 'shake',
];

export const SUPPLEMENT_WORDS = [
  'supplement', 'vitamin', 'vitamin a', 'vitamin b12', 'vitamin c', 'vitamin d', 'vitamin d3', 'multivitamin',
  'magnesium', 'zinc', 'iron', 'calcium', 'potassium', 'omega-3', 'omega 3', 'fish oil', 'creatine', 'melatonin',
  'probiotic', 'collagen', 'ashwagandha', 'turmeric', 'electrolyte', 'protein powder', 'biotin', 'folic acid',
  'medication', 'medicine', 'meds', 'pill', 'tablet', 'capsule', 'dose', 'ibuprofen', 'advil', 'paracetamol',
  'acetaminophen', 'tylenol', 'aspirin', 'antibiotic', 'antihistamine', 'allergy pill', 'insulin', 'metformin',
  'levothyroxine', 'inhaler', 'prescription', 'sertraline', 'lisinopril', 'statin',
];

export const ACTIVITY_WORDS = [
  'ran', 'run', 'running', 'jog', 'jogged', 'jogging', 'walk', 'walked', 'walking', 'hike', 'hiked', 'hiking', 'swim',
  'swam', 'swimming', 'cycle', 'cycled', 'cycling', 'bike', 'biked', 'biking', 'bike ride', 'workout', 'worked out',
  'exercise', 'exercised', 'gym', 'yoga', 'pilates', 'stretch', 'stretched', 'stretching', 'lift', 'lifted', 'lifting',
  'weights', 'weight training', 'squat', 'push-up', 'pushup', 'pull-up', 'plank', 'crossfit', 'hiit', 'cardio', 'row',
  'rowed', 'rowing', 'dance', 'danced', 'dancing', 'climb', 'climbed', 'climbing', 'tennis', 'soccer', 'football',
  'basketball', 'golf', 'ski', 'skied', 'skiing', 'skate', 'boxing', 'martial arts', 'steps', 'marathon', '5k', '10k',
  'treadmill', 'elliptical', 'spin class', 'played',
];

export const SLEEP_WORDS = [
  'slept', 'sleep', 'sleeping', 'nap', 'napped', 'napping', 'woke up', 'wake up', 'woke', 'went to bed', 'bedtime',
  'fell asleep', 'asleep', 'insomnia', 'snooze', 'overslept', 'restless night',
];

export const MOOD_WORDS = [
  'mood', 'stressed', 'stress', 'stressful', 'anxious', 'anxiety', 'worried', 'nervous', 'overwhelmed', 'calm',
  'relaxed', 'happy', 'content', 'joyful', 'excited', 'sad', 'feeling down', 'felt down', 'depressed', 'feeling low', 'felt low', 'lonely', 'angry', 'irritable',
  'irritated', 'frustrated', 'annoyed', 'grateful', 'tense', 'burned out', 'burnt out', 'motivated', 'unmotivated',
  'bored', 'cheerful', 'upset', 'panic', 'felt great', 'feel great', 'feeling great', 'good mood', 'bad mood', 'meditated',
  'meditation', 'meditate', 'tired', 'exhausted', 'energy', 'low energy', 'energetic',
];

/** Test subjects and health conditions: symptoms, illnesses and tests. */
export const CONDITION_WORDS = [
  'headache', 'migraine', 'fever', 'cold', 'flu', 'cough', 'sore throat', 'runny nose', 'congestion', 'nausea',
  'nauseous', 'vomit', 'vomited', 'dizzy', 'dizziness', 'fatigue', 'pain', 'back pain', 'ache', 'stomachache',
  'stomach ache', 'cramp', 'bloated', 'bloating', 'diarrhea', 'constipation', 'heartburn', 'reflux', 'rash', 'itch',
  'itchy', 'allergy', 'allergies', 'asthma', 'sneeze', 'sneezing', 'injury', 'injured', 'sprain', 'sprained', 'bruise',
  'infection', 'symptom', 'covid', 'blood test', 'lab test', 'test result', 'checkup', 'check-up', 'x-ray', 'mri',
  'scan', 'doctor', 'appointment', 'diagnosed', 'diagnosis', 'sick', 'ill', 'sore', 'swollen', 'acne', 'period',
  'menstruation', 'palpitations', 'shortness of breath',
];

/**
 * Related data the lexicon recognises: `words` name it outright (checked before the six types), `values` only
 * by its unit (checked when no lexicon word matched, so "lifted 100 kg" stays an activity).
 */
export const RELATED_DATA_PATTERNS: readonly { type: string; words: RegExp; values?: RegExp }[] = [
  { type: 'blood_pressure', words: /\b(blood pressure|bp)\b/i, values: /\b\d{3}\s*\/\s*\d{2,3}\b|mm\s*hg\b/i },
  { type: 'heart_rate', words: /\b(heart rate|pulse|resting hr|rhr|hrv)\b/i, values: /\b\d{2,3}\s*bpm\b/i },
  { type: 'blood_glucose', words: /\b(blood sugar|glucose|a1c)\b/i, values: /\bmg\/dl\b|\bmmol\/l\b/i },
  { type: 'weight', words: /\b(weigh|weighed|weighing|weight|body weight)\b(?!\s*training)/i, values: /\b\d+(\.\d+)?\s*(kg|lbs?|pounds)\b/i },
  { type: 'body_temperature', words: /\b(body temperature|temperature|temp)\b/i, values: /\b\d{2,3}(\.\d+)?\s*(°\s*[cf]\b|degrees|[cf]\b)/i },
  { type: 'blood_oxygen', words: /\b(spo2|oxygen saturation|blood oxygen)\b/i },
  { type: 'body_fat', words: /\bbody fat\b/i },
];

/** A number with a unit: recognisable as a measurement even when the lexicon does not know the thing. */
export const MEASUREMENT_PATTERN = /\b\d+(\.\d+)?\s*(%|mg|g|ml|l|cm|mm|km|mi|kg|lbs?|units?|iu|mmol|mcg)\b/i;

/** Pairs joined by "and" that are one thing, kept together when a sentence is split. */
export const JOINED_PHRASES = FOOD_DRINK_WORDS.filter((w) => w.includes(' and '));

/** Common English words: an "other" item needs one (or a verb, or a number) to be kept (gibberish is dropped). */
export const COMMON_WORDS = [
  'a', 'an', 'the', 'my', 'our', 'his', 'her', 'their', 'some', 'with', 'without', 'had', 'have', 'has', 'did', 'do',
  'went', 'go', 'got', 'get', 'was', 'were', 'is', 'am', 'are', 'been', 'to', 'of', 'for', 'at', 'in', 'on', 'out', 'up',
  'off', 'from', 'took', 'take', 'made', 'make', 'felt', 'feel', 'saw', 'see', 'met', 'read', 'watch', 'work', 'home',
  'day', 'night', 'movie', 'film', 'book', 'friend', 'friends', 'family', 'shower', 'bath', 'sauna', 'party', 'trip',
  'travel', 'flight', 'drive', 'car', 'office', 'meeting', 'call', 'tv', 'game', 'music', 'sun', 'rain', 'weather',
  'cold', 'hot', 'good', 'bad', 'okay', 'ok', 'fine', 'great', 'nothing', 'no', 'not', 'very', 'too', 'bit', 'lot',
  'much', 'all', 'today', 'yesterday', 'tonight', 'morning', 'evening', 'afternoon', 'week', 'weekend',
];
