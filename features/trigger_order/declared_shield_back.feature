@trigger_order
Feature: S-back: declared with the break, or offered one at a time (older DMPS)
  000 (待機した効果の解決の順序, on 天真妖精オチャッピィ): until DMPS moved these cards to the
  regular S-back, its pseudo S-back was offered card by card: "summon?" — if yes, it is
  summoned and its enter ability resolves at once, before the next card is offered, and
  whether the next can be used is judged at that moment. The regular S-back is declared as
  the broken shields are about to reach the hand, with the shield triggers (113.6).

  @ex:DMPS-TRIG-38
  Scenario: two 天真妖精オチャッピィ and two broken nature shields
    Player B's W-breaker breaks two nature shields of player A, who holds two 天真妖精
    オチャッピィ. Older DMPS: Ochappi #1 is summoned (discarding a nature card that came from
    the shields) and its enter ability resolves before Ochappi #2 is offered. Current DMPS
    (and the TCG): both S-backs are declared with the break, both Ochappi are summoned, and
    then their enter abilities resolve. The dmps line is the catalog's reading ("now the
    regular S-back"); 000 only implies it (testable: partial).
    Given it is player B's turn
    And player B's battle zone holds, left to right: 暗黒の騎士ザガーン
    And player A's shield zone holds: 群れを守るトライ・ホーン, 群れを守るトライ・ホーン
    And player A's hand holds: 天真妖精オチャッピィ, 天真妖精オチャッピィ
    And player A will declare 天真妖精オチャッピィ and 天真妖精オチャッピィ
    When player B attacks player A with 暗黒の騎士ザガーン
    Then under dmps-old these happen in this order:
      | step                                |
      | 天真妖精オチャッピィ enters         |
      | 天真妖精オチャッピィ: enters resolves |
      | 天真妖精オチャッピィ enters         |
      | 天真妖精オチャッピィ: enters resolves |
    And under dmps these happen in this order:
      | step                                |
      | 天真妖精オチャッピィ enters         |
      | 天真妖精オチャッピィ enters         |
      | 天真妖精オチャッピィ: enters resolves |
      | 天真妖精オチャッピィ: enters resolves |
    And under dmps and dmps-old player A's battle zone holds 2 creatures
