@keywords @classic @tcg-general
Feature: One-shot effects on every creature a noun phrase names
  A one-shot effect whose subject is a noun phrase with no count changes every creature the phrase
  names as it resolves: フル・ディフェンサー 「自分の次のターンが始まるまで、バトルゾーンにある自分のクリーチャーは
  すべて「ブロッカー」を得る」 gives blocker to each of its controller's creatures, not to one of them;
  強制突撃 「自分の次のターンのはじめまで、相手のクリーチャーは「このクリーチャーは可能であれば攻撃する」を得る」
  reaches each of the opponent's creatures. Reading: a plural subject without 「1体」 names them all (the
  printed text gives no count to choose).

  Background:
    Given it is player A's turn

  Scenario: Both of player A's creatures may block after フル・ディフェンサー
    Given player A's mana zone holds: 藍電草, 藍電草
    And player A's hand holds: フル・ディフェンサー
    And player A's battle zone holds, left to right: 激闘するフェザー・ホーン, 凶犬人形ジュンカツ
    And player B's battle zone holds, left to right: 爆炎野郎ジョー
    When player A casts フル・ディフェンサー
    And player A ends the turn
    And player B attacks player A with 爆炎野郎ジョー
    Then under tcg player A could block with: 激闘するフェザー・ホーン, 凶犬人形ジュンカツ

  Scenario: Each of player B's creatures gains must attack from 強制突撃
    Given player A's mana zone holds: 爆炎野郎ジョー, 爆炎野郎ジョー, 爆炎野郎ジョー
    And player A's hand holds: 強制突撃
    And player B's battle zone holds, left to right: 激闘するフェザー・ホーン, 凶犬人形ジュンカツ
    When player A casts 強制突撃
    Then under tcg 激闘するフェザー・ホーン has the keyword must attack
    And under tcg 凶犬人形ジュンカツ has the keyword must attack
