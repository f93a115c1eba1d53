// Word lists for the generated `bigmenu` tenant: per category the dishes (with their drawing kind)
// and per group the styles that are combined with them into product names.
import type { DishKind } from './types.js';

/** [uz, ru, eng] */
export type Words = [string, string, string];

export interface CategoryWords {
  key: string;
  name: Words;
  dishes: Array<{ name: Words; kind: DishKind; accent: string }>;
  price: [number, number]; // so'm range
}

export interface GroupWords {
  key: string;
  name: Words;
  icon: string;
  bgColor: string;
  background: string; // illustration backdrop
  styles: Words[];
  categories: CategoryWords[];
}

const FOOD_STYLES: Words[] = [
  ['uy usulida', 'по-домашнему', 'home-style'],
  ["Farg'onacha", 'по-фергански', 'Fergana-style'],
  ['Samarqandcha', 'по-самаркандски', 'Samarkand-style'],
  ['Buxorocha', 'по-бухарски', 'Bukhara-style'],
  ['Xorazmcha', 'по-хорезмски', 'Khorezm-style'],
  ["ko'katlar bilan", 'с зеленью', 'with herbs'],
  ['ziravorlar bilan', 'со специями', 'with spices'],
  ['oshpazdan', 'от шефа', "chef's special"],
  ['katta porsiya', 'большая порция', 'large portion'],
];

const SWEET_STYLES: Words[] = [
  ['asal bilan', 'с мёдом', 'with honey'],
  ["yong'oq bilan", 'с орехами', 'with walnuts'],
  ['pista bilan', 'с фисташками', 'with pistachios'],
  ['shokoladli', 'шоколадный', 'chocolate'],
  ['vanilli', 'ванильный', 'vanilla'],
  ['qulupnayli', 'клубничный', 'strawberry'],
  ['karamelli', 'карамельный', 'caramel'],
  ['uy usulida', 'по-домашнему', 'home-made'],
];

const DRINK_STYLES: Words[] = [
  ['0,3 l', '0,3 л', '0.3 l'],
  ['0,5 l', '0,5 л', '0.5 l'],
  ['1 l', '1 л', '1 l'],
  ['yalpiz bilan', 'с мятой', 'with mint'],
  ['limon bilan', 'с лимоном', 'with lemon'],
  ['muz bilan', 'со льдом', 'with ice'],
  ['zanjabil bilan', 'с имбирём', 'with ginger'],
  ['shakarsiz', 'без сахара', 'sugar-free'],
];

export const BIGMENU_WORDS: GroupWords[] = [
  {
    key: 'national',
    name: ['Milliy taomlar', 'Национальная кухня', 'National cuisine'],
    icon: '🍛',
    bgColor: '#FFF4E0',
    background: '#FFF1DC',
    styles: FOOD_STYLES,
    categories: [
      {
        key: 'osh',
        name: ['Osh', 'Плов', 'Plov'],
        price: [42000, 68000],
        dishes: [
          { name: ['Choyxona oshi', 'Чайханный плов', 'Teahouse plov'], kind: 'plov', accent: '#F28C28' },
          { name: ['Bayram oshi', 'Праздничный плов', 'Festive plov'], kind: 'plov', accent: '#E9A23B' },
          { name: ['Kavurma palov', 'Плов с кавурмой', 'Qovurma plov'], kind: 'plov', accent: '#D9752B' },
        ],
      },
      {
        key: 'shorva',
        name: ["Sho'rvalar", 'Супы', 'Soups'],
        price: [26000, 42000],
        dishes: [
          { name: ["Mol sho'rva", 'Суп из говядины', 'Beef soup'], kind: 'soup', accent: '#C9772F' },
          { name: ["Mosh sho'rva", 'Суп из маша', 'Mung bean soup'], kind: 'soup', accent: '#8A9A3B' },
          { name: ["Tovuq sho'rva", 'Куриный суп', 'Chicken soup'], kind: 'soup', accent: '#E0B04A' },
        ],
      },
      {
        key: 'lagmon',
        name: ["Lag'mon", 'Лагман', 'Lagman'],
        price: [36000, 52000],
        dishes: [
          { name: ["Qaynatma lag'mon", 'Суйру-лагман', 'Boiled lagman'], kind: 'noodles', accent: '#D64B2A' },
          { name: ["Guyru lag'mon", 'Гуйру-лагман', 'Guyru lagman'], kind: 'noodles', accent: '#B8361E' },
          { name: ['Norin', 'Нарын', 'Naryn'], kind: 'noodles', accent: '#C58C4A' },
        ],
      },
      {
        key: 'xamir',
        name: ['Manti va chuchvara', 'Манты и чучвара', 'Manti and chuchvara'],
        price: [28000, 46000],
        dishes: [
          {
            name: ["Qo'y go'shtli manti", 'Манты с бараниной', 'Lamb manti'],
            kind: 'dumplings',
            accent: '#F3DDB0',
          },
          {
            name: ['Qovurma chuchvara', 'Жареная чучвара', 'Fried chuchvara'],
            kind: 'dumplings',
            accent: '#E2B36A',
          },
          { name: ["Ko'k somsa", 'Кук-самса', 'Greens somsa'], kind: 'pastry', accent: '#7FA650' },
        ],
      },
      {
        key: 'qozon',
        name: ['Qozon taomlari', 'Блюда из казана', 'Cauldron dishes'],
        price: [48000, 85000],
        dishes: [
          { name: ['Qozon kabob', 'Казан-кебаб', 'Kazan kebab'], kind: 'plov', accent: '#A8552A' },
          { name: ['Dimlama', 'Димлама', 'Dimlama stew'], kind: 'soup', accent: '#C2562E' },
          { name: ['Jiz', 'Жиз', 'Jiz fried lamb'], kind: 'skewer', accent: '#8E3B1F' },
        ],
      },
    ],
  },
  {
    key: 'grill',
    name: ['Grill', 'Гриль', 'Grill'],
    icon: '🍢',
    bgColor: '#FDEBDD',
    background: '#FCE9D9',
    styles: FOOD_STYLES,
    categories: [
      {
        key: 'shashlik',
        name: ['Shashlik', 'Шашлык', 'Shashlik'],
        price: [22000, 38000],
        dishes: [
          {
            name: ['Mol shashlik', 'Шашлык из говядины', 'Beef shashlik'],
            kind: 'skewer',
            accent: '#8E3B1F',
          },
          {
            name: ["Qo'y shashlik", 'Шашлык из баранины', 'Lamb shashlik'],
            kind: 'skewer',
            accent: '#7A3420',
          },
          {
            name: ['Tovuq shashlik', 'Шашлык из курицы', 'Chicken shashlik'],
            kind: 'skewer',
            accent: '#C9702E',
          },
        ],
      },
      {
        key: 'kabob',
        name: ['Kabob', 'Кебаб', 'Kebab'],
        price: [26000, 42000],
        dishes: [
          { name: ['Lyulya kabob', 'Люля-кебаб', 'Lyulya kebab'], kind: 'skewer', accent: '#9A4424' },
          { name: ['Tovuq kabob', 'Куриный кебаб', 'Chicken kebab'], kind: 'skewer', accent: '#D08A3E' },
          { name: ['Qiyma kabob', 'Кебаб из фарша', 'Minced kebab'], kind: 'skewer', accent: '#8C4A2A' },
        ],
      },
      {
        key: 'tovuq',
        name: ['Grilda tovuq', 'Курица на гриле', 'Grilled chicken'],
        price: [32000, 75000],
        dishes: [
          { name: ['Tovuq qanotlari', 'Куриные крылья', 'Chicken wings'], kind: 'fries', accent: '#C4622D' },
          { name: ['Tovuq soni', 'Куриные бёдра', 'Chicken thighs'], kind: 'skewer', accent: '#B8652F' },
          { name: ['Tabaka tovuq', 'Цыплёнок табака', 'Chicken tabaka'], kind: 'salad', accent: '#C9863F' },
        ],
      },
      {
        key: 'baliq',
        name: ['Baliq', 'Рыба', 'Fish'],
        price: [45000, 95000],
        dishes: [
          { name: ['Qovurilgan laqqa', 'Жареный сом', 'Fried catfish'], kind: 'salad', accent: '#D99A4E' },
          { name: ['Forel grilda', 'Форель на гриле', 'Grilled trout'], kind: 'skewer', accent: '#E07B5A' },
          { name: ['Sazan', 'Сазан', 'Carp'], kind: 'salad', accent: '#C98B4A' },
        ],
      },
    ],
  },
  {
    key: 'bakery',
    name: ['Non va pishiriqlar', 'Выпечка', 'Bakery'],
    icon: '🥟',
    bgColor: '#FFF0D6',
    background: '#FFF3DF',
    styles: FOOD_STYLES,
    categories: [
      {
        key: 'somsa',
        name: ['Somsa', 'Самса', 'Somsa'],
        price: [10000, 19000],
        dishes: [
          { name: ["Go'shtli somsa", 'Самса с мясом', 'Meat somsa'], kind: 'pastry', accent: '#C98532' },
          { name: ['Tovuqli somsa', 'Самса с курицей', 'Chicken somsa'], kind: 'pastry', accent: '#D9902F' },
          { name: ['Qovoqli somsa', 'Самса с тыквой', 'Pumpkin somsa'], kind: 'pastry', accent: '#EE9A3A' },
        ],
      },
      {
        key: 'non',
        name: ['Non', 'Лепёшки', 'Bread'],
        price: [4000, 15000],
        dishes: [
          { name: ['Patir', 'Патыр', 'Patir'], kind: 'bread', accent: '#C8782E' },
          { name: ['Tandir non', 'Тандырная лепёшка', 'Tandoor bread'], kind: 'bread', accent: '#D9964A' },
          { name: ['Qatlama', 'Катлама', 'Qatlama flatbread'], kind: 'bread', accent: '#E0A45A' },
        ],
      },
      {
        key: 'pitsa',
        name: ['Pitsa', 'Пицца', 'Pizza'],
        price: [55000, 110000],
        dishes: [
          { name: ["Go'shtli pitsa", 'Мясная пицца', 'Meat pizza'], kind: 'pizza', accent: '#9E2B25' },
          { name: ['Tovuqli pitsa', 'Пицца с курицей', 'Chicken pizza'], kind: 'pizza', accent: '#D7372A' },
          { name: ['Sabzavotli pitsa', 'Овощная пицца', 'Veggie pizza'], kind: 'pizza', accent: '#5FA04E' },
        ],
      },
      {
        key: 'lavash',
        name: ['Lavash va donar', 'Лаваш и донер', 'Wraps and doner'],
        price: [24000, 42000],
        dishes: [
          { name: ['Donar', 'Донер', 'Doner'], kind: 'wrap', accent: '#D9A066' },
          { name: ['Tandir lavash', 'Тандыр-лаваш', 'Tandoor wrap'], kind: 'wrap', accent: '#E0A45A' },
          { name: ['Burger', 'Бургер', 'Burger'], kind: 'burger', accent: '#7A3B1E' },
        ],
      },
    ],
  },
  {
    key: 'salads',
    name: ['Salatlar va gazaklar', 'Салаты и закуски', 'Salads and starters'],
    icon: '🥗',
    bgColor: '#EEF7E6',
    background: '#F3F7E6',
    styles: FOOD_STYLES,
    categories: [
      {
        key: 'salat',
        name: ['Salatlar', 'Салаты', 'Salads'],
        price: [14000, 42000],
        dishes: [
          { name: ['Bahor salati', 'Весенний салат', 'Spring salad'], kind: 'salad', accent: '#8AB84A' },
          { name: ["Go'shtli salat", 'Мясной салат', 'Meat salad'], kind: 'salad', accent: '#C07A3A' },
          { name: ['Grek salati', 'Греческий салат', 'Greek salad'], kind: 'salad', accent: '#9CCB5B' },
        ],
      },
      {
        key: 'gazak',
        name: ['Gazaklar', 'Закуски', 'Starters'],
        price: [15000, 36000],
        dishes: [
          { name: ['Kartoshka fri', 'Картофель фри', 'French fries'], kind: 'fries', accent: '#F4C542' },
          { name: ['Piyoz halqalari', 'Луковые кольца', 'Onion rings'], kind: 'fries', accent: '#E3A83E' },
          { name: ['Qazi assorti', 'Ассорти из казы', 'Qazi platter'], kind: 'salad', accent: '#8E3B2A' },
        ],
      },
      {
        key: 'sous',
        name: ['Souslar', 'Соусы', 'Sauces'],
        price: [3000, 7000],
        dishes: [
          { name: ['Pomidorli sous', 'Томатный соус', 'Tomato sauce'], kind: 'sauce', accent: '#C9302C' },
          { name: ['Qatiqli sous', 'Соус из катыка', 'Yoghurt sauce'], kind: 'sauce', accent: '#F2EEDC' },
          { name: ['Achchiq sous', 'Острый соус', 'Hot sauce'], kind: 'sauce', accent: '#A31F1A' },
        ],
      },
      {
        key: 'tuzlama',
        name: ['Tuzlamalar', 'Соленья', 'Pickles'],
        price: [12000, 26000],
        dishes: [
          {
            name: ['Tuzlangan bodring', 'Солёные огурцы', 'Pickled cucumbers'],
            kind: 'salad',
            accent: '#6E9A3A',
          },
          {
            name: ['Tuzlangan pomidor', 'Солёные помидоры', 'Pickled tomatoes'],
            kind: 'salad',
            accent: '#D2452F',
          },
          { name: ['Karam tuzlama', 'Квашеная капуста', 'Sauerkraut'], kind: 'salad', accent: '#C7D68A' },
        ],
      },
    ],
  },
  {
    key: 'desserts',
    name: ['Shirinliklar', 'Десерты', 'Desserts'],
    icon: '🍰',
    bgColor: '#FCEFF3',
    background: '#FFF4EC',
    styles: SWEET_STYLES,
    categories: [
      {
        key: 'tort',
        name: ['Tortlar', 'Торты', 'Cakes'],
        price: [18000, 36000],
        dishes: [
          { name: ['Medovik', 'Медовик', 'Honey cake'], kind: 'dessert', accent: '#E8A838' },
          { name: ['Chizkeyk', 'Чизкейк', 'Cheesecake'], kind: 'dessert', accent: '#F3E3C3' },
          { name: ['Tiramisu', 'Тирамису', 'Tiramisu'], kind: 'dessert', accent: '#8B5A3C' },
        ],
      },
      {
        key: 'milliy-shirinlik',
        name: ['Milliy shirinliklar', 'Восточные сладости', 'Oriental sweets'],
        price: [12000, 28000],
        dishes: [
          { name: ['Pashmak', 'Пашмак', 'Pashmak'], kind: 'dessert', accent: '#F4E6C8' },
          { name: ['Nisholda', 'Нишалда', 'Nisholda'], kind: 'dessert', accent: '#FBF6EA' },
          { name: ['Paxlava', 'Пахлава', 'Baklava'], kind: 'dessert', accent: '#D99A3A' },
        ],
      },
      {
        key: 'muzqaymoq',
        name: ['Muzqaymoq', 'Мороженое', 'Ice cream'],
        price: [10000, 24000],
        dishes: [
          { name: ['Plombir', 'Пломбир', 'Plombir ice cream'], kind: 'dessert', accent: '#FFF3D6' },
          { name: ['Sorbet', 'Сорбет', 'Sorbet'], kind: 'dessert', accent: '#F28AA0' },
          {
            name: ['Muzqaymoqli kokteyl', 'Молочный коктейль', 'Milkshake'],
            kind: 'drink',
            accent: '#F6C1CF',
          },
        ],
      },
      {
        key: 'pishiriq',
        name: ['Shirin pishiriqlar', 'Сладкая выпечка', 'Sweet pastries'],
        price: [9000, 22000],
        dishes: [
          { name: ['Kruassan', 'Круассан', 'Croissant'], kind: 'pastry', accent: '#E0A45A' },
          { name: ['Ekler', 'Эклер', 'Eclair'], kind: 'dessert', accent: '#6B3F2A' },
          { name: ['Bulochka', 'Булочка', 'Sweet bun'], kind: 'bread', accent: '#D9964A' },
        ],
      },
    ],
  },
  {
    key: 'drinks',
    name: ['Ichimliklar', 'Напитки', 'Drinks'],
    icon: '🥤',
    bgColor: '#E8F4FB',
    background: '#EAF5FA',
    styles: DRINK_STYLES,
    categories: [
      {
        key: 'choy',
        name: ['Choy', 'Чай', 'Tea'],
        price: [5000, 18000],
        dishes: [
          { name: ["Ko'k choy", 'Зелёный чай', 'Green tea'], kind: 'tea', accent: '#9BAE3C' },
          { name: ['Qora choy', 'Чёрный чай', 'Black tea'], kind: 'tea', accent: '#A0522D' },
          { name: ['Mevali choy', 'Фруктовый чай', 'Fruit tea'], kind: 'tea', accent: '#D94F5C' },
        ],
      },
      {
        key: 'qahva',
        name: ['Qahva', 'Кофе', 'Coffee'],
        price: [12000, 32000],
        dishes: [
          { name: ['Amerikano', 'Американо', 'Americano'], kind: 'coffee', accent: '#4A2C1D' },
          { name: ['Kapuchino', 'Капучино', 'Cappuccino'], kind: 'coffee', accent: '#C8A27A' },
          { name: ['Latte', 'Латте', 'Latte'], kind: 'coffee', accent: '#D8B894' },
        ],
      },
      {
        key: 'limonad',
        name: ['Limonadlar', 'Лимонады', 'Lemonades'],
        price: [14000, 30000],
        dishes: [
          {
            name: ['Tarxun limonadi', 'Лимонад тархун', 'Tarragon lemonade'],
            kind: 'drink',
            accent: '#6CC04A',
          },
          { name: ['Mango limonadi', 'Лимонад манго', 'Mango lemonade'], kind: 'drink', accent: '#F7A823' },
          {
            name: ['Rezavorli limonad', 'Ягодный лимонад', 'Berry lemonade'],
            kind: 'drink',
            accent: '#C2185B',
          },
        ],
      },
      {
        key: 'sharbat',
        name: ['Sharbatlar', 'Соки', 'Juices'],
        price: [12000, 28000],
        dishes: [
          {
            name: ['Apelsin sharbati', 'Апельсиновый сок', 'Orange juice'],
            kind: 'drink',
            accent: '#F7941D',
          },
          { name: ['Olma sharbati', 'Яблочный сок', 'Apple juice'], kind: 'drink', accent: '#D9C24A' },
          {
            name: ['Anor sharbati', 'Гранатовый сок', 'Pomegranate juice'],
            kind: 'drink',
            accent: '#A31F3A',
          },
        ],
      },
      {
        key: 'gazli',
        name: ['Gazli ichimliklar', 'Газированные напитки', 'Sodas'],
        price: [6000, 18000],
        dishes: [
          { name: ['Kola', 'Кола', 'Cola'], kind: 'drink', accent: '#3B1E12' },
          { name: ['Mineral suv', 'Минеральная вода', 'Mineral water'], kind: 'drink', accent: '#7CC6E8' },
          { name: ['Tonik', 'Тоник', 'Tonic'], kind: 'drink', accent: '#DCEBF2' },
        ],
      },
    ],
  },
];
