"""Jo-Jotte: Culbertson's two-player game of the Jass family, as a pure rules engine.

The pieces: :mod:`.cards` (ints and masks), :mod:`.actions` (the int action encoding and its
text form), :mod:`.auction`, :mod:`.melds`, :mod:`.play` (legal cards, tricks, make/unmake),
:mod:`.scoring` (deal scoring, sheet, games, rubber), :mod:`.game` (the deal state machine,
observations, rubbers and sittings), :mod:`.record` (JSON records and replay), :mod:`.text`
(plain-text descriptions) and :mod:`.cli` (``parlor jojotte``).
"""

from .actions import Action, BadAction, action_str, parse_action
from .auction import Contract
from .cards import BadCard, card_str, cards_of, parse_card, parse_cards
from .game import (
    Deal,
    DealResult,
    DeckError,
    IllegalCall,
    IllegalDeclaration,
    IllegalJojotteAction,
    IllegalPlay,
    Observation,
    Phase,
    Rubber,
    ScoreContext,
    Sitting,
    deck_from_hands,
    draw_first_dealer,
    first_dealer_from_draws,
    random_deck,
)
from .options import DEFAULT_OPTIONS, Options, OptionsError
from .play import PlayState
from .record import ReplayError, load_sitting, record_from_sitting, replay_record, save_record
from .scoring import RubberSheet, SheetEntry, score_deal

__all__ = [
    "DEFAULT_OPTIONS",
    "Action",
    "BadAction",
    "BadCard",
    "Contract",
    "Deal",
    "DealResult",
    "DeckError",
    "IllegalCall",
    "IllegalDeclaration",
    "IllegalJojotteAction",
    "IllegalPlay",
    "Observation",
    "Options",
    "OptionsError",
    "Phase",
    "PlayState",
    "ReplayError",
    "Rubber",
    "RubberSheet",
    "ScoreContext",
    "SheetEntry",
    "Sitting",
    "action_str",
    "card_str",
    "cards_of",
    "deck_from_hands",
    "draw_first_dealer",
    "first_dealer_from_draws",
    "load_sitting",
    "parse_action",
    "parse_card",
    "parse_cards",
    "random_deck",
    "record_from_sitting",
    "replay_record",
    "save_record",
    "score_deal",
]
