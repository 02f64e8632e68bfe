@faq
Feature: Official DMPS FAQ answers (デュエプレ よくある質問), asserted under dmps
  Each scenario cites a DMPS FAQ (dmps.takaratomy.co.jp faq-cardrule/no-NNN, or a DMPS news
  page) that seed 000 (dmwiki TCG版との差異点, revision of 2025-03-31) links for the behaviour it
  describes; the FAQ pages show no date, so the date recorded is that of the revision that cites
  them. The answer is asserted under dmps (and dmps-old where 001 records the same); the
  boards are our own.

  @qa:dmps-faq-0163
  Scenario: DMPS FAQ 0163: usable mana refills to its cap at its owner's turn start
    At the start of a player's turn, usable mana recovers up to the usable-mana cap (the cards
    of the mana zone, rainbows of mana number 0 left out). Player A spends 3 of 4; after player
    B's turn, player A's turn starts with 4 again.
    Given it is player A's turn
    And player A's mana zone holds: 4 x シェル・ラック
    And player A has spent 3 mana this turn
    When player A ends the turn
    And player B ends the turn
    Then under dmps player A's usable mana is 4
    And under dmps player A's usable-mana cap is 4

  @qa:dmps-faq-0208
  Scenario: DMPS FAQ 0208: 賢察するエンシェント・ホーン recovers usable mana up to the cap only
    With 4 cards in the mana zone (cap 4) and 1 usable mana left, 賢察するエンシェント・ホーン put
    into the battle zone recovers usable mana to 4, not 1 + 5.
    Given it is player A's turn
    And player A has 5 shields
    And player A's mana zone holds: 4 x シェル・ラック
    And player A has spent 3 mana this turn
    And player A's hand holds: 賢察するエンシェント・ホーン
    When an effect puts 賢察するエンシェント・ホーン from player A's hand into the battle zone
    Then under dmps player A's usable mana is 4
    And under dmps player A's usable-mana cap is 4

  @qa:dmps-faq-573
  Scenario: DMPS FAQ 573: "when this attacks" and "when your creature attacks" rank the same: rightmost first
    Seed 000 (待機した効果の解決の順序) cites FAQ 573: "when this enters" comes before "when your
    creature enters", but no such rule holds for other timings: "when this attacks" and "when
    your ○○ attacks" are equal, so the battle zone's rule (rightmost first) orders them.
    ボルシャック・クリスド (when this attacks) is to the right of 爆熱天守 バトライ閣 (when your
    fire Dragon attacks): クリスド's resolves first.
    Given it is player A's turn
    And player B has 3 shields
    And player A's battle zone holds, left to right: 爆熱天守 バトライ閣, ボルシャック・クリスド
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A attacks player B with ボルシャック・クリスド
    Then under dmps the waiting effects resolve in this order:
      | source                 | ability |
      | ボルシャック・クリスド | attacks |
      | 爆熱天守 バトライ閣    | reveal  |

  @qa:dmps-faq-573
  Scenario: DMPS FAQ 573: the same two abilities, the other way round
    爆熱天守 バトライ閣 to the right of ボルシャック・クリスド: バトライ閣's resolves first.
    Given it is player A's turn
    And player B has 3 shields
    And player A's battle zone holds, left to right: ボルシャック・クリスド, 爆熱天守 バトライ閣
    And player A's deck holds, top first: 5 x 予言者リュゾル
    When player A attacks player B with ボルシャック・クリスド
    Then under dmps the waiting effects resolve in this order:
      | source                 | ability |
      | 爆熱天守 バトライ閣    | reveal  |
      | ボルシャック・クリスド | attacks |

  @qa:dmps-faq-239
  Scenario: DMPS FAQ 239: a creature's own replacement ability applies before another card's
    Seed 000 (適用する置換効果の決定), priority 1 (FAQ 239): the creature's own ability. During
    player B's turn, player B destroys アクア・リバイバー ("return it to the hand instead");
    霊樹幻獣カラフール, further right, offers "the mana zone instead" for player A's light, water,
    darkness or fire creature. No one chooses: アクア・リバイバー returns to the hand.
    Given it is player B's turn
    And player A's battle zone holds, left to right: アクア・リバイバー, 霊樹幻獣カラフール
    When an effect of player B's destroys アクア・リバイバー
    Then under dmps and dmps-old アクア・リバイバー is in player A's hand
    And under dmps and dmps-old no player chooses a replacement effect

  @qa:dmps-faq-419 @qa:dmps-operator-2025-01-24
  Scenario: DMPS FAQ 419: of two static grants, the grantor further left gives the replacement that applies
    Priority 2 (FAQ 419): a replacement ability another card's static ability gives, the grantor
    further left first; that the left grantor's applies is also the operator's answer of
    2025-01-24 that a comment of seed 000 records. Dの楽園 サイケデリック・ガーデン (escape to player A's other creatures) is
    left of 「戦慄」の頂 ベートーベン (Eternal Ω to Dragons and Commands): destroyed,
    グラディアン・レッド・ドラゴン escapes (a shield goes to the hand) and stays.
    Given it is player A's turn
    And player A has 2 shields
    And player A's battle zone holds, left to right: Dの楽園 サイケデリック・ガーデン, 「戦慄」の頂 ベートーベン, グラディアン・レッド・ドラゴン
    When an effect of player B's destroys グラディアン・レッド・ドラゴン
    Then under dmps グラディアン・レッド・ドラゴン is in player A's battle zone
    And under dmps player A has 1 shield
    And under dmps Dの楽園 サイケデリック・ガーデン's replacement ability applies

  @qa:dmps-faq-238
  Scenario: DMPS FAQ 238: of two battle-zone cards' replacement abilities, the one further right applies
    Priority 4 (FAQ 238): another battle-zone card's ability, the one further right first.
    天光の精霊ミハイル (another creature going to the graveyard stays instead) is right of
    霊樹幻獣カラフール (to the mana zone instead): 予言者リュゾル, destroyed, stays.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 霊樹幻獣カラフール, 天光の精霊ミハイル, 予言者リュゾル
    When an effect of player B's destroys 予言者リュゾル
    Then under dmps and dmps-old 予言者リュゾル is in player A's battle zone
    And under dmps and dmps-old 霊樹幻獣カラフール's replacement ability does not apply

  @qa:dmps-news-1099
  Scenario: DMPS news 1099: a God card returns to its multicolour card before it reaches the mana zone
    Seed 000's God table links news 1099: a God card that is a mono-colour God creature in the
    battle zone lands in the mana zone as its multicolour card: max mana and the cap rise, usable
    mana does not, and both civilizations are released. 流神ウンギョウ (water; its card 烈流神 is
    water/fire) is sent by player B's effect.
    Given it is player A's turn
    And player A's mana zone holds: シェル・ラック, シェル・ラック, シェル・ラック
    And player A has spent 2 mana this turn
    And player A's battle zone holds, left to right: 流神ウンギョウ
    When an effect of player B's sends 流神ウンギョウ to its owner's mana zone
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 1
    And under dmps player A's released civilizations are water, fire and nature

  @qa:dmps-faq-451
  Scenario: DMPS FAQ 451: a multicolour 中央G・リンク creature lands multicoloured, then turns mono-colour
    Seed 000's God table links FAQ 451: a 中央G・リンク card that is a multicolour God creature in
    the battle zone lands in the mana zone as a multicolour card (usable mana does not rise) and
    only then returns to its mono-colour card. 無法神類 G・イズモ・ビッグディアウト (light/darkness)
    lands: max mana and cap +1, usable mana unchanged, and only light is released.
    Given it is player A's turn
    And player A's mana zone holds: シェル・ラック, シェル・ラック, シェル・ラック
    And player A has spent 1 mana this turn
    And player A's battle zone holds, left to right: 無法神類 G・イズモ・ビッグディアウト
    When an effect of player A's sends 無法神類 G・イズモ・ビッグディアウト to its owner's mana zone
    Then under dmps player A's max mana is 4
    And under dmps player A's usable-mana cap is 4
    And under dmps player A's usable mana is 2
    And under dmps player A's released civilizations are light and nature
