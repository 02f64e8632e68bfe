@faq
Feature: Rulings on the general rules, as dmwiki and the official rule-change pages state them
  Each scenario cites the ruling it encodes (tag @qa:ID, a record of features/faq/rulings.yaml),
  the page it was read on and its date, and asserts the answer under the profiles it holds for.
  Most of these are dmwiki's statements of a rule (its ルール sections), not numbered Q&As: the
  ledger records that caveat. Cards of the catalog stand in where the ruling names none.

  @qa:dmwiki-sickness-any-entry
  Scenario: A creature put into the battle zone by an effect is summoning sick too
    dmwiki 召喚酔い (https://dm-wiki.net/召喚酔い; undated rule section): summoning sickness applies
    to a creature however it entered, not only when summoned. 青銅の鎧 put by an effect is
    summoning sick; so is アクア・ビークル, summoned: both cannot attack this turn.
    Given it is player A's turn
    And player A's hand holds: 青銅の鎧, アクア・ビークル
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's deck holds, top first: シェル・ラック, 5 x 予言者リュゾル
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    And player A summons アクア・ビークル
    Then under tcg 青銅の鎧 is summoning sick
    And under tcg アクア・ビークル is summoning sick

  @qa:dmwiki-sickness-any-entry
  Scenario: A creature put on the opponent's turn may attack on its controller's next turn
    The other half of the same rule section: a creature that entered during the opponent's turn
    (here put by an effect, as a shield trigger would) is no longer summoning sick when its
    controller's turn starts: 青銅の鎧 can attack player B.
    Given it is player B's turn
    And player A's hand holds: 青銅の鎧
    And player A's deck holds, top first: シェル・ラック, 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    And player B's shield zone holds: 予言者リュゾル
    When an effect puts 青銅の鎧 from player A's hand into the battle zone
    And player B ends the turn
    Then under tcg 青銅の鎧 is not summoning sick
    When player A attacks player B with 青銅の鎧
    Then under tcg player B has 0 shields

  @qa:dmwiki-direct-attack-no-overflow @cr:509.6
  Scenario: A W-breaker attacking a player with one shield breaks it, and the game goes on
    dmwiki ダイレクトアタック (revision of 2025-10): a W-breaker that attacks a player with one
    shield breaks that shield; there is no excess: the second break does not become a direct
    attack. Player B keeps playing with no shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 0 shields
    And under tcg 予言者リュゾル is in player B's hand
    And under tcg the game goes on

  @qa:dmwiki-destroy-only-bz @cr:403.1
  Scenario: Discarding a creature card from the hand is not destroying it
    dmwiki 破壊 (http://m.dmwiki.net/?破壊, rule section; undated): only a creature going from the
    battle zone to the graveyard is destroyed; a creature card discarded from the hand is not.
    封魔妖スーパー・クズトレイン ("when another creature is destroyed") does not trigger on the
    discard, and does on a destruction (the control).
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, アクア・ビークル
    And player A's hand holds: 予言者リュゾル
    When an effect of player A's makes player A discard 予言者リュゾル
    Then under tcg 封魔妖スーパー・クズトレイン's ability does not trigger
    And under tcg 予言者リュゾル is in player A's graveyard
    When an effect of player A's destroys アクア・ビークル
    Then under tcg 封魔妖スーパー・クズトレイン's ability triggers

  @qa:notice-2019-06-18-302.3
  Scenario: A spell does not stay anywhere once cast: it goes to the graveyard
    Rule-change notice 31440 (2019-06-18), 302.3: a spell cannot exist alone in the battle zone;
    where it would, it is put into the graveyard. A cast デーモン・ハンド ends in its owner's
    graveyard after destroying アクア・ガード.
    Given it is player A's turn
    And player A's hand holds: デーモン・ハンド
    And player A's mana zone holds: 6 x 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: アクア・ガード
    When player A casts デーモン・ハンド
    Then under tcg デーモン・ハンド is in player A's graveyard
    And under tcg デーモン・ハンド is not in player A's battle zone
    And under tcg アクア・ガード is in player B's graveyard

  @qa:notice-2019-06-18-302.3 @cr:302.3 @cr:403.1
  Scenario: A spell an effect would put into the battle zone is put into the graveyard
    The same notice (31440, 2019-06-18), 302.3 (its number in the current rules too): 呪文が単独で
    バトルゾーンに存在することはありません。不適正の場合、墓地に置かれます. An effect puts デーモン・ハンド
    from player A's hand into the battle zone: it is put into the graveyard instead, and nothing
    enters the battle zone.
    Given it is player A's turn
    And player A's hand holds: デーモン・ハンド
    When an effect puts デーモン・ハンド from player A's hand into the battle zone
    Then under tcg デーモン・ハンド is in player A's graveyard
    And under tcg player A's battle zone holds 0 creatures

  @qa:dmwiki-sickness-block-ok
  Scenario: A creature that entered this turn may block
    dmwiki 召喚酔い (https://dm-wiki.net/召喚酔い; undated rule section): blocking is not attacking,
    so a creature that entered this turn (here player B's アクア・ガード, put during player A's
    turn as a shield trigger would) may block. It is offered and blocks 暗黒の騎士ザガーン.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: アクア・ガード (summoned this turn)
    And player B's shield zone holds: 2 x 予言者リュゾル
    And player B will block with アクア・ガード
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B could block with: アクア・ガード
    And under tcg アクア・ガード is in player B's graveyard
    And under tcg player B has 2 shields

  @qa:dmwiki-power-zero-destroyed
  Scenario: A creature whose power becomes 0 is destroyed by the rules, and "when destroyed" sees it
    dmwiki パワー低下 (revision of 2019-09): a creature whose power is 0 or less is destroyed by
    a state-based action, so abilities that watch destruction trigger. ヤミノサザン gives player
    B's creatures -1000: 青銅の鎧 (1000) reaches 0 and is destroyed; player B's
    封魔妖スーパー・クズトレイン (5000, now 4000) sees another creature destroyed.
    Given it is player A's turn
    And player A's hand holds: ヤミノサザン
    And player B's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, 青銅の鎧
    When an effect puts ヤミノサザン from player A's hand into the battle zone
    Then under tcg 青銅の鎧 was destroyed by the state-based check at power 0
    And under tcg 青銅の鎧 is in player B's graveyard
    And under tcg 封魔妖スーパー・クズトレイン's ability triggers
    And under tcg 封魔妖スーパー・クズトレイン's power is 4000

  @qa:dmwiki-break-chooser @cr:509.3
  Scenario: The attacking player chooses which shield is broken
    dmwiki ブレイク (rule section; undated): unless a card says otherwise, the player whose
    creature breaks chooses which of the opponent's shields. Player A picks the second shield:
    アクア・ビークル, not the first shield's 予言者リュゾル, goes to player B's hand.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 青銅の鎧
    And player B's shield zone holds: 予言者リュゾル, アクア・ビークル
    And player A will break shield 2
    When player A attacks player B with 青銅の鎧
    Then under tcg アクア・ビークル is in player B's hand
    And under tcg 予言者リュゾル is in player B's shield zone

  @qa:dmwiki-waiting-order @cr:101.4 @cr:111.1
  Scenario: The turn player's waiting effect resolves before the non-turn player's
    dmwiki 待機 (version of 2019-10): the turn player resolves their waiting effects first, then
    the non-turn player. Each player's 封魔妖スーパー・クズトレイン sees アクア・ビークル destroyed;
    player A's (the turn player's) resolves first, and no choice changes that.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 封魔妖スーパー・クズトレイン
    And player B's battle zone holds, left to right: 封魔妖スーパー・クズトレイン, アクア・ビークル
    And player A's deck holds, top first: 5 x 予言者リュゾル
    And player B's deck holds, top first: 5 x 予言者リュゾル
    When an effect of player A's destroys アクア・ビークル
    Then under tcg the waiting effects resolve in this order:
      | source                     | controller |
      | 封魔妖スーパー・クズトレイン | A          |
      | 封魔妖スーパー・クズトレイン | B          |
    And under tcg the waiting effects resolve in one fixed order

  @qa:dmps-deckout-zero
  Scenario: In DMPS a player whose deck reaches 0 cards loses at once
    gamerch's DMPS guide (entry 108566; undated): a player loses the moment their deck has no
    cards left, not at the next draw. Player A draws the last card and loses.
    Given it is player A's turn
    And player A's deck holds, top first: 予言者リュゾル
    When player A draws 1 card
    Then under dmps player A loses

  @qa:dmwiki-speed-attacker-late-grant
  Scenario: A creature that gains speed attacker after it entered may attack that turn
    dmwiki スピードアタッカー (undated rule section): a creature need not have speed attacker as
    it enters: gained later, it lifts summoning sickness. アクア・ビークル is summoned, then
    鎧亜の咆哮キリュー・ジルヴェス gives player A's creatures speed attacker for the turn:
    アクア・ビークル attacks and breaks a shield.
    Given it is player A's turn
    And player A's hand holds: アクア・ビークル, 鎧亜の咆哮キリュー・ジルヴェス
    And player A's mana zone holds: 3 x アクア・ビークル
    And player B's shield zone holds: 2 x 予言者リュゾル
    When player A summons アクア・ビークル
    Then under tcg アクア・ビークル is summoning sick
    When an effect puts 鎧亜の咆哮キリュー・ジルヴェス from player A's hand into the battle zone
    Then under tcg アクア・ビークル is not summoning sick
    When player A attacks player B with アクア・ビークル
    Then under tcg player B has 1 shield

  @qa:fandom-evo-tapped-source
  Scenario: An evolution creature put onto a tapped creature is tapped
    Duel Masters Wiki (fandom) Evolution Source (undated rules summary): an evolution creature
    enters tapped when the creature it evolved from was tapped. クリスタル・ランサー evolves onto
    the tapped アクア・ビークル and is tapped; onto an untapped one (the control) it is not.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル (tapped)
    And player A's hand holds: クリスタル・ランサー
    And player A's mana zone holds: 6 x アクア・ビークル
    When player A summons クリスタル・ランサー onto アクア・ビークル
    Then under tcg クリスタル・ランサー is tapped

  @qa:fandom-evo-tapped-source
  Scenario: An evolution creature put onto an untapped creature is untapped
    The control of the ruling above.
    Given it is player A's turn
    And player A's battle zone holds, left to right: アクア・ビークル
    And player A's hand holds: クリスタル・ランサー
    And player A's mana zone holds: 6 x アクア・ビークル
    When player A summons クリスタル・ランサー onto アクア・ビークル
    Then under tcg クリスタル・ランサー is not tapped

  @qa:fandom-evo-pile-moves @qa:kazoku-v1.16-109.2c @cr:109.2c
  Scenario: An evolution creature returned to the hand arrives as its separate cards
    Duel Masters Wiki (fandom) Evolution Creature (revision 294693; undated rules summary): the
    whole pile moves together, and in the new zone its cards are separate: クリスタル・ランサー
    on アクア・ビークル returned to the hand makes two cards there, and the battle zone is empty.
    The same answer as 109.2c (comprehensive rules v1.16, 2019-09-27, as kazoku-de-dm.com lists
    the change): an effect on a creature made of several cards applies to every card of it.
    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on アクア・ビークル
    When an effect of player B's returns クリスタル・ランサー to its owner's hand
    Then under tcg player A's hand holds: クリスタル・ランサー, アクア・ビークル
    And under tcg player A's battle zone holds 0 creatures

  @qa:official-ruleclub-vol04-psychic-start
  Scenario: Psychic creatures start in the hyperspatial zone, never in the 40-card deck
    The official "ルール解説部" column vol. 04 (2010): psychic creatures are kept in the
    hyperspatial zone from the start of the game and are not part of the 40-card deck. A deck of
    40 with 時空の雷龍チャクラ in it is rejected.
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 3 x 群れを守るトライ・ホーン, 時空の雷龍チャクラ
    Then under tcg player A's deck list is rejected: 時空の雷龍チャクラ is a psychic creature: it cannot be in the main deck

  @qa:official-ruleclub-vol04-psychic-start
  Scenario: Psychic creatures kept in the hyperspatial zone, beside a deck of 40, are accepted
    The control of the ruling above: the 40 main cards and 時空の雷龍チャクラ in the
    hyperspatial zone.
    Given player A's deck list includes: 4 x 予言者クルト, 4 x 予言者リュゾル, 4 x アクア・ビークル, 4 x うごめく者ボーン・グール, 4 x ピコラのスパナ, 4 x シェル・ラック, 4 x 爆炎野郎ジョー, 4 x クラッグザウルス, 4 x 紅神龍メルガルス, 4 x 群れを守るトライ・ホーン
    And player A's hyperspatial list includes: 時空の雷龍チャクラ
    Then under tcg player A's deck list is accepted

  @qa:dmwiki-sickness-tap-ability
  Scenario: A summoning-sick creature cannot use its tap skill
    dmwiki 召喚酔い (https://dm-wiki.net/召喚酔い; undated rule section): an ability used "instead of
    attacking" (タップスキル) needs a creature that could attack, so a summoning-sick one cannot use
    it. 幻想妖精カチュア summoned this turn is refused; the same creature there since the turn
    began (the control below) uses it.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 幻想妖精カチュア (summoned this turn)
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A uses the tap skill of 幻想妖精カチュア
    Then under tcg the last action is refused
    And under tcg 幻想妖精カチュア is not tapped

  @qa:dmwiki-sickness-tap-ability
  Scenario: A creature there since the turn began may use its tap skill
    The control of the ruling above: 幻想妖精カチュア taps for its tap skill.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 幻想妖精カチュア
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A uses the tap skill of 幻想妖精カチュア
    Then under tcg the last action is allowed
    And under tcg 幻想妖精カチュア is tapped

  @qa:dmwiki-mana-one-civ-per-card @cr:107.2
  Scenario: A multicoloured mana card gives mana of one civilization only
    dmwiki マナ (https://m.dmwiki.net/マナ; undated rule section): a tapped card gives mana of one of
    its civilizations, so a fire/nature creature needs fire and nature from two cards. With
    無頼勇騎ゴンタ (fire/nature) and アクア・ビークル (water) in the mana zone, 無頼勇騎ゴンタ (cost
    2, fire/nature) cannot be summoned: the one fire/nature card cannot pay both.
    Given it is player A's turn
    And player A's mana zone holds: 無頼勇騎ゴンタ, アクア・ビークル
    And player A's hand holds: 無頼勇騎ゴンタ
    Then under tcg player A cannot summon 無頼勇騎ゴンタ

  @qa:dmwiki-mana-one-civ-per-card @cr:112.2a
  Scenario: Fire from the multicoloured card and nature from another pays a fire/nature cost
    The control of the ruling above: with 青銅の鎧 (nature) beside the fire/nature card, both
    civilizations are paid.
    Given it is player A's turn
    And player A's mana zone holds: 無頼勇騎ゴンタ, 青銅の鎧
    And player A's hand holds: 無頼勇騎ゴンタ
    Then under tcg player A can summon 無頼勇騎ゴンタ

  @qa:dmwiki-breaker-attack-only @cr:509.2b
  Scenario: A W-breaker must break two shields when it can
    dmarchive ブレイカー (2018 revision of dmwiki's page): a breaker ability is not optional: a
    W-breaker attacking a player with two or more shields breaks two. (The answer's other half,
    that breakers do not add to breaks made by abilities, is not encoded: the catalog has no
    ability that breaks shields.) 暗黒の騎士ザガーン leaves player B one shield of three.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player B's shield zone holds: 3 x 予言者リュゾル
    When player A attacks player B with 暗黒の騎士ザガーン
    Then under tcg player B has 1 shield
    And under tcg player B's hand has 2 cards

  @qa:errata-number-specified @cr:101.3
  Scenario: An effect that makes a player discard two cards when they hold one discards that one
    dmwiki エラッタ (the list of changed rulings; the old reading's date is not known): an effect
    that names a number of cards is carried out on as many as there are. 暗黒凰ゼロ・フェニックス
    leaves the battle zone and player B must discard two cards; holding one, player B discards it.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 暗黒凰ゼロ・フェニックス
    And player B's hand holds: 予言者リュゾル
    When an effect of player B's destroys 暗黒凰ゼロ・フェニックス
    Then under tcg player B's hand has 0 cards
    And under tcg 予言者リュゾル is in player B's graveyard

  @qa:cr-509.2c-multiple-breakers @cr:509.2c
  Scenario: With W-breaker and T-breaker, the TCG player picks one and it applies
    Comprehensive rules 509.2c (the 2022-04-08 version) as Duel Masters Wiki (fandom) Direct Attack quotes it: a
    creature with several breaker abilities breaks as one of them, its controller choosing which;
    the chosen one must be applied. Player A picks the W-breaker: 2 of player B's 5 shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    And player B has 5 shields
    And player A will choose to break 2 shields
    When an effect of player A's gives グラディアン・レッド・ドラゴン w breaker
    And player A attacks player B with グラディアン・レッド・ドラゴン
    Then under tcg player B has 3 shields

  @qa:cr-509.2c-multiple-breakers @cr:509.2c
  Scenario: With W-breaker and T-breaker, the TCG player may pick the T-breaker
    The other choice of the ruling above: 3 of player B's 5 shields.
    Given it is player A's turn
    And player A's battle zone holds, left to right: グラディアン・レッド・ドラゴン
    And player B has 5 shields
    And player A will choose to break 3 shields
    When an effect of player A's gives グラディアン・レッド・ドラゴン w breaker
    And player A attacks player B with グラディアン・レッド・ドラゴン
    Then under tcg player B has 2 shields

  @qa:dmwiki-mana-no-overpay @cr:112.2c
  Scenario: Summoning taps exactly the cost, no more
    dmwiki マナ (http://dm-wiki.net/?マナ; undated rule section): a player may not tap more mana
    cards than the cost (beyond what the civilizations force). アクア・ガード costs 1: of three
    untapped mana cards, one is tapped and two stay untapped.
    Given it is player A's turn
    And player A's mana zone holds: 3 x アクア・ビークル
    And player A's hand holds: アクア・ガード
    When player A summons アクア・ガード
    Then under tcg player A's untapped mana is 2
    And under tcg player A's mana zone has 1 tapped card

  @qa:dmwiki-2020-10-23-ghoul
  Scenario: 黒神龍グールジェネレイド destroyed together with another Dragon does not come back
    Official Q&A of 2020-10-23 (seen through dmwiki's 公式Q&A 2020年10月23日更新版; its number not
    visible there): グールジェネレイド and another of my Dragons are destroyed at the same time;
    does グールジェネレイド return? No: both go to the graveyard at once, so it was not in the
    graveyard when the other Dragon was destroyed (110.4g), and both stay there. The control:
    already in the graveyard, it comes back when ボルザード・ドラゴン is destroyed.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 黒神龍グールジェネレイド, ボルザード・ドラゴン
    And player A will use the optional ability of 黒神龍グールジェネレイド
    When an effect of player B's destroys 黒神龍グールジェネレイド, ボルザード・ドラゴン
    Then under tcg 黒神龍グールジェネレイド's ability does not trigger
    And under tcg player A's graveyard holds: 黒神龍グールジェネレイド, ボルザード・ドラゴン

  @qa:dmwiki-2020-10-23-ghoul @cr:110.4b @cr:110.4g
  Scenario: 黒神龍グールジェネレイド in the graveyard comes back when another Dragon is destroyed
    The control of the ruling above.
    Given it is player B's turn
    And player A's battle zone holds, left to right: ボルザード・ドラゴン
    And player A's graveyard holds: 黒神龍グールジェネレイド
    And player A will use the optional ability of 黒神龍グールジェネレイド
    When an effect of player B's destroys ボルザード・ドラゴン
    Then under tcg 黒神龍グールジェネレイド's ability triggers
    And under tcg 黒神龍グールジェネレイド is in player A's battle zone

  @qa:fandom-evo-source-no-leave-trigger @cr:109.2b
  Scenario: A card under an evolution creature that leaves with it does not trigger "when this leaves"
    Duel Masters Wiki (fandom) Evolution Creature (undated rules summary): when an evolution
    creature leaves the battle zone, the "when this creature leaves" abilities of the cards under
    it do not trigger: they were not creatures. 薔薇の使者 under クリスタル・ランサー (the board is
    set up so) does not trigger when the evolution creature is destroyed; alone (the control) it
    does.
    Given it is player B's turn
    And player A's battle zone holds, left to right: クリスタル・ランサー on 薔薇の使者
    And player A's mana zone holds: 3 x 予言者リュゾル
    When an effect of player B's destroys クリスタル・ランサー
    Then under tcg 薔薇の使者's ability does not trigger
    And under tcg 薔薇の使者 is in player A's graveyard

  @qa:fandom-evo-source-no-leave-trigger
  Scenario: 薔薇の使者 on its own triggers "when this leaves" when destroyed
    The control of the ruling above.
    Given it is player B's turn
    And player A's battle zone holds, left to right: 薔薇の使者
    And player A's mana zone holds: 3 x 予言者リュゾル
    When an effect of player B's destroys 薔薇の使者
    Then under tcg 薔薇の使者's ability triggers

  @qa:dmwiki-block-after-attack-triggers
  Scenario: A blocker an attack trigger destroys cannot block that attack
    dmwiki ブロック (http://dmwiki.net/?ブロック; undated rule section): blocks are declared only after
    the attack's "when this attacks" abilities have resolved, so a blocker an attack trigger
    removed cannot block. 爆竜トルネードシヴァXX attacks; its trigger makes player B's アクア・ガード
    battle 暗黒の騎士ザガーン and it is destroyed; player B, who would block with it, has nothing
    to block with, and two shields are broken.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 爆竜トルネードシヴァXX, 暗黒の騎士ザガーン
    And player B's battle zone holds, left to right: アクア・ガード
    And player B's shield zone holds: 3 x 予言者リュゾル
    And player A will use the optional ability of 爆竜トルネードシヴァXX
    And player A will choose アクア・ガード as target
    And player A will choose 暗黒の騎士ザガーン as target
    When player A attacks player B with 爆竜トルネードシヴァXX
    Then under tcg アクア・ガード is in player B's graveyard
    And under tcg player B could block with: nothing
    And under tcg player B has 1 shield
