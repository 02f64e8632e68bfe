@faq
Feature: A keyword had twice works twice: two スレイヤー destroy the creature battled twice
  A creature gets one instance of a keyword from each ability that gives it (its own text, each static grant, each
  effect), and each instance works on its own (110.7, as the rulings' ledger cites it). 暗黒皇女メガリア (classic-ja
  dm08-003): 「このクリーチャーがバトルゾーンにある間、バトルゾーンにあるクリーチャーはすべて「スレイヤー」を得る。」; 砂男
  (dm10-089): 「バトルゾーンにある自分の水と火のクリーチャーは「スレイヤー」を得る。」; 愛護兵ブランカ (dm14-100): 「セイバー：
  アーマード・ドラゴン(自分のアーマード・ドラゴン１体が破壊される時、このクリーチャーをかわりに破壊してもよい)」.

  @qa:fandom-slayer-stacks
  Scenario Outline: A fire creature with <slayers> スレイヤー loses to ボルシャック・ドラゴン, destroyed <times> after the battle: <savers> セイバー used
    Duel Masters wiki (fandom, Slayer): a creature with スレイヤー twice destroys the creature it battles that many
    times, which matters against 'instead of being destroyed' replacements. Player A's 紅神龍メルガルス (fire, 4000) gets
    スレイヤー from 暗黒皇女メガリア, and a second from 砂男 when A has it; it attacks player B's tapped ボルシャック・ドラゴン
    (6000) and loses; after the battle each スレイヤー destroys ボルシャック・ドラゴン once, and each destruction B
    replaces with an 愛護兵ブランカ's セイバー: the dragon stays, and one ブランカ is left only when it was destroyed once.
    Given it is player A's turn
    And player A's battle zone holds, left to right: 暗黒皇女メガリア, <helper>, 紅神龍メルガルス
    And player B's battle zone holds, left to right: ボルシャック・ドラゴン (tapped), 愛護兵ブランカ, 愛護兵ブランカ
    When player A attacks ボルシャック・ドラゴン with 紅神龍メルガルス
    Then under tcg ボルシャック・ドラゴン is in player B's battle zone
    And under tcg player B's battle zone holds <left> creatures

    Examples:
      | slayers | times | savers | helper       | left |
      | two     | twice | two    | 砂男         | 1    |
      | one     | once  | one    | 予言者リュゾル | 2    |
